import { mediaUrl } from '../../../src/client/api/mediaUrl';

describe('mediaUrl', () => {
  it('keeps root-relative media on the same origin when no API_URL is configured', () => {
    expect(mediaUrl('/media/huts/hut-1-a.svg')).toBe('/media/huts/hut-1-a.svg');
  });

  it('leaves absolute, protocol-relative, data and empty values alone', () => {
    expect(mediaUrl('https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg');
    expect(mediaUrl('//elsewhere/x.svg')).toBe('//elsewhere/x.svg');
    expect(mediaUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(mediaUrl(null)).toBe('');
  });

  it('prefixes the API host when one is configured at build time', () => {
    const previous = process.env.API_URL;
    process.env.API_URL = 'https://api.ken.example/';
    jest.isolateModules(() => {
      const { mediaUrl: configured } = jest.requireActual('../../../src/client/api/mediaUrl');
      expect(configured('/uploads/a.png')).toBe('https://api.ken.example/uploads/a.png');
    });
    process.env.API_URL = previous;
  });
});
