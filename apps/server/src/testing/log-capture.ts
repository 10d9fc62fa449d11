import { Writable } from 'node:stream';

/** Everything a server logs, kept as text lines (pass `stream` as the config's logStream). */
export function logCapture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean),
    clear: () => chunks.splice(0),
  };
}
