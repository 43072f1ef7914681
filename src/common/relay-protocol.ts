/**
 * The relay's small protocol, shared by the relay (src/relay) and the two ends (relay-channel.ts). The
 * relay routes sealed frames between the host and each seat of one room, never from seat to seat, and
 * reads none of them (relay-seal.ts).
 */

/** The room type the relay offers. */
export const RELAY_ROOM = 'card-table-relay';
/** Seats a room may have (numbered 0..RELAY_MAX_SEATS-1). */
export const RELAY_MAX_SEATS = 8;
/** A room id: 16 random bytes in base64url (128 bits, set by the relay when the room opens). */
export const RELAY_ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A proof: an HMAC-SHA256 in base64url. A verifier: a SHA-256 in hex. */
export const RELAY_PROOF_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const RELAY_VERIFIER_PATTERN = /^[0-9a-f]{64}$/;

/** Message types. Frames are bytes; the rest are small JSON-like messages. */
export const RELAY_MSG = {
  /** seat -> relay: a sealed frame for the host; relay -> seat: a sealed frame from the host. */
  frame: 'frame',
  /** host -> relay: [seat, ...sealed frame] for that seat; relay -> host: [seat, ...sealed frame] from it. */
  seatFrame: 'seat-frame',
  /** host -> relay: the verifiers of the seats (RelaySeats); a seat left out or changed is revoked. */
  seats: 'seats',
  /** host -> relay: end one seat's connection with a code (RelayKick); its link still opens the seat. */
  kick: 'kick',
  /** host -> relay: close the room for everyone. */
  close: 'close',
  /** relay -> host: a seat's connection came, dropped, came back or left (RelayPresence). */
  presence: 'presence',
  /** relay -> seat: the host's connection dropped or came back (RelayHostState). */
  host: 'host',
} as const;

/** How to join: what the host gives on creating the room, and each seat on joining it. */
export type RelayJoin = { role: 'host'; hostVerifier?: string; hostProof: string } | { role: 'seat'; seat: number; proof: string };

/** Seat number (as text) -> verifier. */
export type RelaySeats = Record<string, string>;

export interface RelayPresence {
  seat: number;
  /** joined: a new connection; away: it dropped and may come back; back: it came back; left: gone. */
  state: 'joined' | 'away' | 'back' | 'left';
}

export interface RelayKick {
  seat: number;
  /** What the seat reads: 4100-4999 (below are the relay's and Colyseus' own). */
  code: number;
}
export const RELAY_KICK_CODES = { min: 4100, max: 4999 } as const;

export interface RelayHostState {
  state: 'away' | 'back';
}

/** Close codes the relay gives (beside WebSocket's own, e.g. 1009 for a message over the transport's cap). */
export const RELAY_CLOSE = {
  badFrame: 4400,
  revoked: 4403,
  roomClosed: 4410,
  tooLarge: 4413,
  tooFast: 4429,
} as const;

/** Why a join is refused (the SDK's join rejects with this code). */
export const RELAY_REFUSE = {
  badRequest: 4460,
  badProof: 4461,
  seatTaken: 4462,
  hostTaken: 4463,
} as const;

/**
 * Why the relay turns away a client address (in the JSON body of its HTTP 429 answer to a matchmaking
 * request: the SDK rejects with code 429 and this text as the message).
 */
export const RELAY_ADDRESS_REFUSE = {
  tooManyRooms: 'This address opened too many rooms; the relay refuses new rooms from it for a while.',
  tooManyConnections: 'This address has too many connections open on the relay.',
} as const;
/** The HTTP status of those answers (the SDK's join or create rejects with it as the code). */
export const RELAY_BUSY_STATUS = 429;

/**
 * Per-connection limits: seats send requests (small, a few a second); the host sends whole tables. Per
 * client address: rooms opened (a token bucket) and connections open at once.
 */
export interface RelayLimits {
  seatFrameBytes: number;
  hostFrameBytes: number;
  /** Frames a connection may send per second, averaged over `burst` frames for a seat (a token bucket). */
  seatFramesPerSecond: number;
  hostFramesPerSecond: number;
  burst: number;
  /**
   * The host's burst: it sends every table once per seat, and when seats join or come back together each
   * gets its greeting and table at once (six seats joining: some thirty frames in a moment).
   */
  hostBurst: number;
  /** How long a dropped seat or host may come back (Colyseus reconnection), in seconds. */
  reconnectSeconds: number;
  /** Rooms one address may open per minute, averaged over `roomBurst` rooms (a token bucket). */
  roomsPerMinute: number;
  roomBurst: number;
  /** WebSocket connections one address may hold open at once (hosts and seats together). */
  connectionsPerAddress: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  seatFrameBytes: 16 * 1024,
  hostFrameBytes: 512 * 1024,
  seatFramesPerSecond: 10,
  hostFramesPerSecond: 200,
  burst: 20,
  hostBurst: 400,
  reconnectSeconds: 60,
  roomsPerMinute: 10,
  roomBurst: 20,
  connectionsPerAddress: 64,
};
