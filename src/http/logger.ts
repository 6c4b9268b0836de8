// A structured logger seam. Lines carry request ids and codes, never keys, bodies or personal data.
export interface LogLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  [field: string]: unknown;
}

export interface Logger {
  log(line: LogLine): void;
}

export const consoleLogger: Logger = {
  log(line) {
    const text = JSON.stringify({ time: new Date().toISOString(), ...line });
    if (line.level === 'error') console.error(text);
    else console.log(text);
  },
};

export const silentLogger: Logger = { log() {} };
