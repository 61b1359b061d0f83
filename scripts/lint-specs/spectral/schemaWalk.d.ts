// Types of schemaWalk.js's lists, for the tests that read them (Spectral loads the JavaScript).
export declare const METHODS: readonly string[];
export declare const SCHEMA_MAPS: readonly string[];
export declare const SCHEMA_LISTS: readonly string[];
export declare const SCHEMA_SLOTS: readonly string[];
