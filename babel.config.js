// One Babel config for the web bundle (browserslist targets) and for Jest (the running Node).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
    // Styled components get ids from their file and place in it, not from the order modules happen to load:
    // the server-rendered first view (src/client/ssr) and the browser's bundle must name every class alike.
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
    overrides: isTest
      ? [
          {
            // Jest runs with --experimental-vm-modules (the server's PGlite needs it), which would leave
            // the web app's lazy `import()` native; natively importing a Babel-compiled CommonJS module
            // yields `{ default: module.exports }`, so `.default` would not be the screen. Compiling the
            // client's `import()` to `require` keeps lazy routes working under Jest.
            test: /[\\/](src[\\/]client|test[\\/]client|test[\\/]helpers[\\/]client)[\\/]/,
            presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }]],
          },
        ]
      : [],
  };
};
