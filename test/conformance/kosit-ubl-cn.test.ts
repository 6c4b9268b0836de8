// KoSIT XRechnung instances, folder ubl-cn (see kosit.ts).
import { defineKositSuite } from './kosit.js';

defineKositSuite('ubl-cn');
