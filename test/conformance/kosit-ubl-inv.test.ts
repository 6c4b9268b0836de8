// KoSIT XRechnung instances, folder ubl-inv (see kosit.ts).
import { defineKositSuite } from './kosit.js';

defineKositSuite('ubl-inv');
