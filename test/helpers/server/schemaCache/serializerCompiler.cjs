// Stands in for `@fastify/fast-json-stringify-compiler` under Jest (jest.config.js moduleNameMapper): the same API and
// the same fast-json-stringify serializers, whose generated source is kept between test files (store.cjs).
'use strict';

const path = require('node:path');
const { compiled, FJS_COMPILER_DIR, FJS_DIR } = require('./store.cjs');

const real = require(path.join(FJS_COMPILER_DIR, 'index.js'));
const fastJsonStringify = require(path.join(FJS_DIR, 'index.js'));

/** Like the real SerializerSelector: (shared schemas, options) → (route schema) → serializer. */
function SerializerSelector() {
  return function buildSerializerFactory(externalSchemas, serializerOpts) {
    const fjsOpts = { ...serializerOpts, schema: externalSchemas };
    return function responseSchemaCompiler({ schema }) {
      // As the real one: a schema is not its own external schema (and stays out of this factory's from then on).
      if (fjsOpts.schema && schema.$id && fjsOpts.schema[schema.$id]) {
        fjsOpts.schema = { ...fjsOpts.schema };
        delete fjsOpts.schema[schema.$id];
      }
      const options = fjsOpts;
      return compiled(
        'fjs',
        { options, schema },
        FJS_DIR,
        () => fastJsonStringify(schema, { ...options, mode: 'standalone' }),
        () => fastJsonStringify(schema, options),
      );
    };
  };
}

module.exports = SerializerSelector;
module.exports.default = SerializerSelector;
module.exports.SerializerSelector = SerializerSelector;
module.exports.StandaloneSerializer = real.StandaloneSerializer;
