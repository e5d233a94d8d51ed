/**
 * Reads a server-sent events body block by block ("event: pick\ndata: {...}\n\n"), for the
 * admin's stream, which fetch opens because EventSource cannot send the sign-in header.
 * Comment lines (the server's heartbeat) are skipped. Resolves when the server ends the stream.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onData: (data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onData(data);
    }
  }
}
