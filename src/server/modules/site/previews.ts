// Link-preview pictures (og:image, twitter:image): 1200×630 JPEGs cut by sharp from the page's own picture (a
// hut's first gallery picture, an event's or a service's cover, else the home page's hero art). Each address names
// a version made from the source file (its path, size and last change) and this file's way of cutting, so a
// changed picture gets a new address and every address can be cached for good. Made once, kept on disk in the
// data folder: one file per subject, the previous version removed when a new one is made.
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sharp } from '../../lib/lazyModules';
import { HOME_HERO_ART } from '../../../shared/firstView';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Bumped when the cut or the encoding changes, so every address changes with it. */
const CUT = 'cover-attention-q82-v1';
/** The largest of the home page's hero art: the picture of every page that has none of its own. */
export const SITE_PICTURE = HOME_HERO_ART[HOME_HERO_ART.length - 1].url;

export const PREVIEW_KINDS = ['site', 'hut', 'event', 'service'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
export interface PreviewSubject {
  kind: PreviewKind;
  /** 0 for the site. */
  id: number;
}

export interface PreviewSource {
  /** The file on disk. */
  file: string;
  version: string;
}

export interface PreviewOptions {
  /** Where the made pictures are kept (dataDir/previews). */
  dir: string;
  /** The built web app (its /media/ art) and the uploads folder (staff's pictures, /uploads/…). */
  webDir: string;
  uploadsDir: string;
  publicUrl: string;
}

export function createPreviews({ dir, webDir, uploadsDir, publicUrl }: PreviewOptions) {
  /** A picture's file: site art under the web app, uploads under their folder; anything else (another site) none. */
  const fileOf = (picture: string): string | undefined => {
    const [root, rest] = picture.startsWith('/uploads/')
      ? [uploadsDir, picture.slice('/uploads/'.length)]
      : picture.startsWith('/media/')
        ? [webDir, picture.slice(1)]
        : [undefined, ''];
    if (!root) return undefined;
    const file = path.resolve(root, decodeURIComponent(rest.split(/[?#]/)[0]));
    return file.startsWith(path.resolve(root) + path.sep) ? file : undefined;
  };

  const versionOf = async (picture: string): Promise<PreviewSource | undefined> => {
    const file = fileOf(picture);
    if (!file) return undefined;
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    const version = createHash('sha256').update(`${CUT}\n${picture}\n${found.size}\n${found.mtimeMs}`).digest('hex').slice(0, 16);
    return { file, version };
  };

  /** The subject's own picture when its file is there, else the site's picture; undefined when neither is. */
  const source = async (picture: string | undefined): Promise<PreviewSource | undefined> =>
    (picture ? await versionOf(picture) : undefined) ?? versionOf(SITE_PICTURE);

  const making = new Map<string, Promise<string>>();

  async function make(subject: PreviewSubject, { file, version }: PreviewSource): Promise<string> {
    const prefix = `${subject.kind}-${subject.id}-`;
    const target = path.join(dir, `${prefix}${version}.jpg`);
    if (await stat(target).catch(() => undefined)) return target;
    await mkdir(dir, { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    await sharp()(file, { limitInputPixels: 60_000_000 })
      .rotate()
      // Cut to the preview's shape around the picture's most telling part (sharp's attention strategy: the
      // region with the most contrast, skin and saturation), never enlarged past what it shows.
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: sharp().strategy.attention })
      .flatten({ background: '#0B2A3C' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(partial);
    await rename(partial, target);
    // The subject's earlier versions are no longer named by any page.
    const names = await readdir(dir);
    await Promise.all(
      names
        .filter((name) => name.startsWith(prefix) && name !== path.basename(target) && !name.endsWith('.part'))
        .map((name) => rm(path.join(dir, name), { force: true })),
    );
    return target;
  }

  return {
    source,
    /** The preview's absolute address for a subject whose picture is `picture` (undefined: no picture at all). */
    async url(subject: PreviewSubject, picture: string | undefined): Promise<string | undefined> {
      const found = await source(picture);
      return found && `${publicUrl}/previews/${subject.kind}/${subject.id}/${found.version}.jpg`;
    },
    /** The preview's file, made on first use (one making per file at a time). */
    file(subject: PreviewSubject, found: PreviewSource): Promise<string> {
      const key = `${subject.kind}-${subject.id}-${found.version}`;
      let pending = making.get(key);
      if (!pending) {
        pending = make(subject, found).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;
