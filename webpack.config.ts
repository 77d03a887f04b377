// Web app bundle. Loaded by webpack-cli through ts-node (see the "ts-node" section of tsconfig.json).
import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { FONT_FACES } from './src/shared/fontFaces';
import { fontFaceCss } from './src/shared/fonts';

// API paths the dev server forwards to the API server; everything else is the web app.
const API_PATHS = [
  '/api',
  '/auth',
  '/change-forget-password',
  '/login',
  '/logout',
  '/partners',
  '/register',
  '/resend-otp',
  '/supplier-dropdown',
  '/support',
  '/token',
  '/user-info',
  '/verfiy-otp',
  '/uploads',
  '/healthz',
  '/readyz',
];

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes chunks.json: the script files of each named lazy chunk (`webpackChunkName`), without those the entry
 * loads anyway. The server preloads a page's first-view chunks from it (lib/indexPage.ts), so the layout and
 * the screen's code download beside the entry instead of one after the other once the entry has run.
 */
class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const scriptsOf = (group: webpack.ChunkGroup) =>
          group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        const entry = new Set([...compilation.entrypoints.values()].flatMap(scriptsOf));
        const chunks: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (compilation.entrypoints.has(name)) continue;
          chunks[name] = [...new Set(scriptsOf(group).filter((file) => !entry.has(file)))].map((file) => `/${file}`);
        }
        compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify(chunks, null, 1)));
      });
    });
  }
}

/** react-router 7's package exports always point at its development build (warnings and checks included); its
 * production build is the same API, smaller. react-i18next asks for `use-sync-external-store/shim`, the hook's
 * stand-in for React before 18, which on React 18 hands over React's own hook but still ships its fallback. */
const PRODUCTION_ALIASES = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
  'use-sync-external-store/shim$': path.resolve(__dirname, 'src/client/app/useSyncExternalStore.ts'),
};

/** How many hex digits of a file's content hash its name carries (both builds: see webConfig's output). */
const HASH_LENGTH = 10;

/** What both builds (the browser's bundle and the server renderer) resolve, compile and define alike. */
const EXTENSIONS = ['.tsx', '.ts', '.js', '.mjs', '.json'];
const BABEL_RULE = { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' };
// Empty means "same origin": the API server also serves the built app.
const defineApiUrl = () => new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify(process.env.API_URL ?? '') });

/**
 * The server renderer (src/client/ssr/render.tsx): the same components, compiled by the same Babel config, as
 * one CommonJS file for Node in dist-ssr/ (outside dist/, which is served). Pictures and fonts get the very URLs
 * the browser's bundle gives them, without being written twice; CSS files (only toasts and charts import any,
 * neither drawn on the server) come in as unused text.
 */
function serverRendererConfig(): Configuration {
  return {
    name: 'ssr',
    mode: 'production',
    target: 'node20',
    entry: { render: './src/client/ssr/render.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      hashDigestLength: HASH_LENGTH,
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: EXTENSIONS, alias: PRODUCTION_ALIASES },
    module: {
      rules: [
        BABEL_RULE,
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(woff2?|ttf|otf|eot|svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      defineApiUrl(),
      // Lazily loaded screens are part of the one file: the server has them all at hand.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Server code: readable stack traces matter more than bytes.
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const production = argv.mode !== 'development';
  const web = webConfig(production);
  // The development server serves the browser's bundle only; pages are then drawn by the script alone.
  return production ? [web, serverRendererConfig()] : web;
};

function webConfig(production: boolean): Configuration & { devServer?: DevServerConfiguration } {
  return {
    name: 'web',
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      // The runtime carries every chunk's hash (about 45 of them) to every first visit, and hex digits do not compress:
      // 10 of them (40 bits, plenty to tell one build's file from the last) instead of 20 take ~0.2 KB off it. The
      // renderer's build names the pictures and fonts alike (HASH_LENGTH), so that its pages point at the web's files.
      hashDigestLength: HASH_LENGTH,
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: EXTENSIONS,
      alias: production ? PRODUCTION_ALIASES : {},
    },
    module: {
      rules: [
        BABEL_RULE,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Self-hosted fonts only (no CDN): @fontsource CSS points at these files.
        { test: /\.(woff2?|ttf|otf|eot)$/, type: 'asset/resource' },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The @font-face rules are inlined, so text waits for no stylesheet; the server adds the preload links of
      // the page's language at the end of <head> (lib/indexPage.ts).
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', fontFaceCss: fontFaceCss(FONT_FACES) }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      new ChunkManifestPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
      }),
      defineApiUrl(),
      // Precompressed copies the server sends as they are (@fastify/static preCompressed): maximum
      // compression once at build time instead of fast compression on every request.
      ...(production
        ? [
            new CompressionPlugin({
              test: COMPRESSIBLE,
              threshold: 1024,
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              filename: '[path][base].gz',
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: COMPRESSIBLE,
              threshold: 1024,
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The libraries every screen needs go in one long-cached chunk; lazily loaded screens bring
          // their own code so a first visit to / stays small.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer|redux-persist|redux-thunk|styled-components|stylis|i18next|react-i18next)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          // The public site's layout (header, footer) and the home page's first view, with everything they use (buttons,
          // the stay search, the huts' cards, icons), in one file: a first visit to / or /huts fetches this beside the
          // entry instead of five files, and one file compresses better (brotli: 15.5 KB instead of 18.7 KB as five).
          // Other screens that use a piece of it (the account pages, the back office) load it whole.
          site: {
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
              [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'main-layout' || chunk.name === 'home'),
            name: 'site',
            chunks: 'async',
            minSize: 0,
            priority: 15,
          },
          // What the shell (header, footer) and the pages' cards both use, the icons and the saved list: one shared
          // file, where the default rules (no shared file under 20 KB) left a copy in each of the first view's files.
          shellShared: {
            test: /[\\/]src[\\/]client[\\/](ui[\\/]icons\.tsx|features[\\/]saved[\\/](?!screens[\\/]))/,
            name: 'shell-shared',
            chunks: 'async',
            minSize: 0,
            priority: 10,
          },
        },
      },
      runtimeChunk: 'single',
    },
    // No source maps in production: nothing of the sources ships, and the budget counts only code.
    devtool: process.env.BUNDLE_SOURCE_MAPS ? 'source-map' : production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public') },
      proxy: [{ context: API_PATHS, target: 'http://localhost:3000' }],
    },
  };
}
