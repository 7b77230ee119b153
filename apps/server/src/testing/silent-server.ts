import net from 'node:net';

export interface SilentServer {
  port: number;
  /** Connections accepted so far (none of them ever gets a byte). */
  connections: net.Socket[];
  close(): Promise<void>;
}

/** A TCP server on 127.0.0.1 that accepts connections and never answers: a stalled mail server. */
export async function startSilentServer(): Promise<SilentServer> {
  const connections: net.Socket[] = [];
  const server = net.createServer((socket) => {
    // The client resets the connection when it gives up; that is expected, not a failure.
    socket.on('error', () => undefined);
    connections.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections,
    close: async () => {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
