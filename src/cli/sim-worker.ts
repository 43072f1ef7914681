/** A sim worker thread: plays the tournament games it is sent (by number) and answers each record. */
import { parentPort, workerData } from 'node:worker_threads';
import { playTournamentGame } from './tournament';
import type { SimArgs } from './tournament';

const port = parentPort;
if (!port) throw new Error('sim-worker.ts runs only as a worker thread');
const args = workerData as SimArgs;
port.on('message', (g: number) => port.postMessage(playTournamentGame(args, g)));
