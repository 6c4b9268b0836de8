// KoSIT XRechnung instances, folder cii (see kosit.ts).
import { defineKositSuite } from './kosit.js';

defineKositSuite('cii');
