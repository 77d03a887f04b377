// The about page's and home page's own pictures (story, services, what makes the resort special).
import { Scene, H, mix } from './lib.mjs';
import { hutRow, seascape } from './huts.mjs';
import { dallah, cupsAndDates, stillLife } from './events.mjs';

export const CONTENT_SCENES = {
  'content/about-main': () => {
    const s = new Scene({ seed: 501, mood: 'lagoon', title: 'Ken Resort: huts over the lagoon' });
    seascape(s, { horizon: 460, sunX: 300, sunY: 160, sunR: 34, clouds: 6, land: { from: 0.6, to: 1, height: 30 } });
    s.lagoonShallows(560, H);
    s.add(`<path d="M300,760 L1700,560 L1700,576 L300,778 Z" fill="${mix('#8A6A48', s.m.shade, 0.3)}"/>`);
    hutRow(
      s,
      [
        [360, 760, 0.75],
        [760, 700, 0.55],
        [1080, 655, 0.42],
        [1330, 620, 0.32],
      ],
      { lit: false },
    );
    s.palm(120, H, 700, { lean: 0.18 });
    return s;
  },
  'content/vision': () => {
    const s = new Scene({ seed: 502, mood: 'dawn', title: 'Dawn over the Red Sea' });
    seascape(s, { horizon: 560, sunX: 800, sunY: 520, sunR: 56, clouds: 9, land: { from: 0, to: 0.3, height: 36 } });
    s.dhow(1250, 700, 0.7, { depth: 0.3 });
    return s;
  },
  'content/mission': () => {
    const s = new Scene({ seed: 503, mood: 'day', title: 'A healthy reef' });
    s.underwater();
    s.reef(620, { count: 26 });
    s.fish(900, 360, 30, { colour: '#F1D08C', spread: 260 });
    return s;
  },
  'content/story-1': () => {
    const s = new Scene({ seed: 504, mood: 'golden', title: 'Where it began: a quiet bay' });
    seascape(s, { horizon: 520, sunX: 1200, sunY: 400, sunR: 48, clouds: 7 });
    s.beach(
      [
        [-50, 700],
        [700, 640],
        [1700, 680],
      ],
      H,
    );
    s.dhow(500, 640, 0.9);
    s.palm(1300, 860, 560, { lean: -0.16 });
    s.palm(1450, 880, 460, { lean: 0.1, depth: 0.2 });
    return s;
  },
  'content/story-2': () => {
    const s = new Scene({ seed: 505, mood: 'day', title: 'Built with the coast: stone, palm and thatch' });
    s.sky(560);
    s.sun(1250, 180, 34);
    s.clouds(6, 120, 460);
    s.sea(560, 700, { sunX: 1250, bands: 18 });
    s.dunes(680, { count: 2, amplitude: 50 });
    s.walls(300, 900, 420, 220, { colour: '#E8D5B5', windows: 2, roshan: true, door: false });
    s.roof('flat', 300, 680, 420, 18, { colour: '#EBDABC' });
    s.walls(820, 900, 360, 170, { colour: '#E2D0B2', windows: 2 });
    s.roof('hip', 820, 730, 360, 140, { colour: '#B08A5A' });
    s.palm(1350, 940, 520, { lean: -0.12 });
    return s;
  },
  'content/story-3': () => {
    const s = new Scene({ seed: 506, mood: 'day', title: 'Guardians of the reef' });
    s.underwater();
    s.reef(700, { count: 18 });
    s.diver(700, 420, 1.1);
    s.fish(1200, 300, 16, { colour: '#E8C07D', spread: 180 });
    return s;
  },
  'content/service-1': () => {
    const s = new Scene({ seed: 507, mood: 'golden', title: 'Private beach huts' });
    seascape(s, { horizon: 480, sunX: 1300, sunY: 380, sunR: 46, clouds: 7 });
    s.beach(
      [
        [-50, 620],
        [800, 590],
        [1700, 620],
      ],
      H,
    );
    s.parasol(500, 900, 1.4, '#F4EDE1');
    s.lounger(560, 940, 1.8);
    s.lounger(900, 960, 1.8, { towel: '#CFE8E2' });
    s.palm(1350, 900, 560, { lean: -0.14 });
    return s;
  },
  'content/service-2': () => {
    const s = new Scene({ seed: 508, mood: 'lagoon', title: 'Diving and snorkelling' });
    s.underwater();
    s.add(
      `<path d="M0,860 Q500,800 1000,840 T1600,820 L1600,1067 L0,1067 Z" fill="${s.linear([
        [0, '#D9C6A0'],
        [1, '#9C8A6A'],
      ])}"/>`,
    );
    s.reef(780, { count: 12 });
    s.diver(600, 400, 1, { tank: false });
    s.fish(1100, 520, 20, { colour: '#F4D58C', spread: 200 });
    return s;
  },
  'content/service-3': () => {
    const s = new Scene({ seed: 509, mood: 'dusk', title: 'Coastal dining' });
    seascape(s, { horizon: 500, sunX: 400, sunY: 480, sunR: 50, clouds: 6 });
    s.beach(
      [
        [-50, 640],
        [800, 610],
        [1700, 640],
      ],
      H,
    );
    s.stringLights(0, 300, 1600, 320, 60, 20);
    s.diningTable(380, 880, 840, { candles: 6 });
    s.lantern(240, 960, 24);
    s.lantern(1380, 960, 24);
    return s;
  },
  'content/service-4': () => {
    const s = new Scene({ seed: 510, mood: 'golden', title: 'Spa and wellbeing' });
    stillLife(s, { wall: '#EADBC2', table: '#B59A78', tableY: 760 });
    s.add(
      `<path d="M200,120 L800,120 L800,640 L200,640 Z" fill="${s.linear([
        [0, '#E9BE8F'],
        [0.55, '#F7D8AA'],
        [0.56, '#2C6472'],
        [1, '#5E8E93'],
      ])}"/>`,
    );
    for (const [x, y, r] of [
      [1100, 900, 90],
      [1106, 850, 70],
      [1100, 812, 50],
      [1102, 784, 32],
    ])
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.33}" fill="${s.radial(
          [
            [0, '#6B7480'],
            [1, '#1B1F23'],
          ],
          0.35,
          0.25,
          0.8,
        )}"/>`,
      );
    s.add(
      `<rect x="500" y="860" width="380" height="60" rx="16" fill="#FBFAF7"/><rect x="520" y="820" width="340" height="48" rx="16" fill="#CFE8E2"/>`,
    );
    return s;
  },
  'content/special-1': () => {
    const s = new Scene({ seed: 511, mood: 'lagoon', title: 'A living coral reef steps from your door' });
    seascape(s, { horizon: 360, sunX: 1300, sunY: 120, sunR: 30, clouds: 5 });
    s.lagoonShallows(420, H);
    for (let i = 0; i < 9; i += 1)
      s.add(
        `<ellipse cx="${200 + i * 160}" cy="${620 + (i % 3) * 120}" rx="${90 + (i % 4) * 30}" ry="${26 + (i % 3) * 8}" fill="${['#C0707E', '#D9A27A', '#6E9A72'][i % 3]}" opacity="0.45" filter="url(#blur12)"/>`,
      );
    s.beach(
      [
        [-50, 1067],
        [-50, 900],
        [300, 960],
        [600, 1067],
      ],
      H,
    );
    return s;
  },
  'content/special-2': () => {
    const s = new Scene({ seed: 512, mood: 'dusk', title: 'Only a handful of huts, never a crowd' });
    seascape(s, { horizon: 520, sunX: 1250, sunY: 490, sunR: 50, clouds: 7 });
    s.add(`<path d="M0,840 L1100,700 L1100,714 L0,858 Z" fill="${mix('#8A6A48', s.m.shade, 0.3)}"/>`);
    hutRow(
      s,
      [
        [180, 830, 0.6],
        [640, 770, 0.45],
      ],
      { lit: true },
    );
    return s;
  },
  'content/special-3': () => {
    const s = new Scene({ seed: 513, mood: 'golden', title: 'Saudi hospitality in every detail' });
    stillLife(s, { wall: '#E6D2B4', table: '#6E4A2C', tableY: 720 });
    dallah(s, 480, 920, 1.4);
    cupsAndDates(s, 800, 940, 1.1);
    return s;
  },
  'content/special-4': () => {
    const s = new Scene({ seed: 514, mood: 'night', title: 'Dark skies for stargazing' });
    s.sky(760);
    s.add(`<path d="M-100,300 Q700,500 1700,900 L1700,1000 Q700,640 -100,520 Z" fill="#9FC2D4" opacity="0.14" filter="url(#blur30)"/>`);
    s.stars(700, 760);
    s.dunes(760, { count: 3, amplitude: 70 });
    s.lantern(420, 900, 20);
    return s;
  },
};
