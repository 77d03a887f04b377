// Stands in for `@fastify/ajv-compiler` under Jest (jest.config.js moduleNameMapper): the same API and the same Ajv
// validators, whose generated source is kept between test files (store.cjs).
'use strict';

const path = require('node:path');
const { compiled, AJV_COMPILER_DIR } = require('./store.cjs');

const real = require(path.join(AJV_COMPILER_DIR, 'index.js'));
const ajvFile = (file) => require(require.resolve(`ajv/dist/${file}`, { paths: [AJV_COMPILER_DIR] }));
const standaloneCode = ajvFile('standalone').default;
// How the generated source reaches the formats (date, email, uri…): ajv-formats would name them itself, but with the
// code builder of its own copy of Ajv, which this compiler's copy does not recognise as code (it wrote them out as
// JSON). Named here with this compiler's copy, which ajv-formats then leaves as it is.
const { _ } = ajvFile('compile/codegen');
const SOURCE_OPTIONS = { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` };

/** Like the real AjvCompiler: a factory of validator compilers, one per set of shared schemas and options. */
function AjvCompiler(opts) {
  if (opts && opts.jtdSerializer === true) return real(opts);
  const pool = new Map();
  // The real compiler's pool, with `code.source` on so that Ajv keeps what it generates; made only on a miss.
  const realFactory = real();
  return function buildCompilerFromPool(externalSchemas, options) {
    const customOptions = options.customOptions || {};
    const parts = { externalSchemas, customOptions, mode: options.mode, plugins: (options.plugins || []).length };
    const poolKey = JSON.stringify(parts);
    if (pool.has(poolKey)) return pool.get(poolKey);
    let realCompiler;
    const realOne = () => {
      if (!realCompiler) {
        const code = customOptions.code ? customOptions.code : SOURCE_OPTIONS;
        realCompiler = realFactory(externalSchemas, { ...options, customOptions: { ...customOptions, code } });
      }
      return realCompiler;
    };
    // Plugins and JTD are not ours to hash: such compilers are left as they are.
    const cacheable = !options.mode && parts.plugins === 0 && !customOptions.code;
    const compile = (routeSchema) => {
      if (!cacheable) return realOne()(routeSchema);
      return compiled(
        'ajv',
        { ...parts, schema: routeSchema.schema },
        AJV_COMPILER_DIR,
        () => {
          const validate = realOne()(routeSchema);
          return standaloneCode(realOne()[real.AjvReference].ajv, validate);
        },
        () => realOne()(routeSchema),
      );
    };
    pool.set(poolKey, compile);
    return compile;
  };
}

module.exports = AjvCompiler;
module.exports.default = AjvCompiler;
module.exports.AjvCompiler = AjvCompiler;
module.exports.AjvReference = real.AjvReference;
module.exports.StandaloneValidator = real.StandaloneValidator;
