/**
 * One seat's connection through the relay, shaped as party mode handles a phone's WebSocket: texts in and
 * out, closing it with a code, and hearing it end. HostRelay makes one each time a seat's session says
 * hello (a join, a reload, a comeback after a drop), ending the one before.
 */

/** Why a seat's socket ended: its connection dropped (it may come back as a new socket), it left, the host
 * revoked it or closed it, another connection of the seat replaced it, or the whole room closed. */
export type RelaySocketEnd = 'away' | 'left' | 'revoked' | 'closed' | 'replaced' | 'room-closed';

export interface RelaySocketHost {
  send(seat: number, text: string): Promise<void>;
  kick(seat: number, code: number): void;
}

export class RelaySeatSocket {
  onText: (text: string) => void = () => {};
  onClose: (why: RelaySocketEnd) => void = () => {};
  private isOpen = true;
  /** The texts on their way: a close waits for them, so the seat reads why before it is closed. */
  private sending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly host: RelaySocketHost,
    readonly seat: number,
  ) {}

  get open(): boolean {
    return this.isOpen;
  }

  /** Sends a text to the seat (sealed); nothing once the socket ended. */
  send(text: string): void {
    if (!this.isOpen) return;
    this.sending = this.host.send(this.seat, text).catch(() => this.end('away'));
  }

  /** Ends the seat's connection with `code` (4100-4999, the seat reads it); its link still opens the seat. */
  close(code: number): void {
    if (!this.isOpen) return;
    const kick = () => {
      try {
        this.host.kick(this.seat, code);
      } catch {
        /* the room is gone already, and the seat with it */
      }
    };
    void this.sending.then(kick, kick);
    this.end('closed');
  }

  /** @internal the host's side: a text of this connection arrived. */
  receive(text: string): void {
    if (this.isOpen) this.onText(text);
  }

  /** @internal the host's side: the connection is over. */
  end(why: RelaySocketEnd): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.onClose(why);
  }
}
