/** The switches every headless Chromium of the workspace starts with; see chromium-args.mjs. */
export declare const chromiumArgs: readonly string[];
