export { gt06Protocol } from './gt06-protocol.js';
export * from './encoder.js';
export { STARTER_COMMANDS } from './constants.js';
export { crcItu } from './crc.js';
