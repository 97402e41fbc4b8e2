/**
 * The chat benchmark's baseline: a bare Socket.IO server doing the same fan-out as the app's group
 * chat (join a room, post, everyone in the room receives), with no sessions, storage or checks.
 * PORT and HOST come from the environment; `GET /` answers once it listens.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const httpServer = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('bare chat server');
});
const io = new Server(httpServer, { path: '/socket.io', serveClient: false });
let seq = 0;

io.on('connection', (socket) => {
  socket.on('join', (room: string, ack: (reply: { ok: true }) => void) => {
    void socket.join(room);
    ack({ ok: true });
  });
  socket.on('post', (payload: { room: string; content: string }, ack: (reply: { ok: true; seq: number }) => void) => {
    seq += 1;
    io.to(payload.room).emit('message', { id: String(seq), seq, content: payload.content, postedAt: new Date().toISOString() });
    ack({ ok: true, seq });
  });
});

httpServer.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => { io.close(); process.exit(0); });
