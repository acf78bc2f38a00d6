/*
 * Imported first by the server's entry points: the process serves a built app, so React (server
 * rendering) and the libraries that read NODE_ENV at load run their production code unless the
 * environment says otherwise. React's development build rendered several times slower.
 */
process.env.NODE_ENV ??= 'production';
