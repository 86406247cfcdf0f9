import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from './errors-catalogue.js';

writeFileSync(join(import.meta.dirname, '..', 'docs', 'errors.md'), catalogue());
