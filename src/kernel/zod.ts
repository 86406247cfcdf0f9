/**
 * The schema library: zod's functional build (`zod/mini`), with zod's English messages. Every schema
 * of the library imports zod from here (`import * as z from '…/kernel/zod.js'`): the English locale
 * is configured once, and a bundler keeps only the parts of zod the schemas use.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
