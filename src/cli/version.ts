/**
 * The package's version, read from package.json at build time (the bundler inlines the import into
 * `dist/cli.js`; from the sources it is read as it stands), so it is never typed by hand.
 */
import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
