// react-router 7 needs TextEncoder/TextDecoder, which jsdom leaves out.
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
