// One picture per event of the demo catalogue, in the order of src/server/seed/data/catalogueEvents.ts.
import { Scene, W, H, mix } from './lib.mjs';
import { seascape } from './huts.mjs';

/** Low majlis seating: a long cushion bench with bolsters in Sadu colours. */
export function majlis(s, x, y, w, { colour = '#8E3B2E' } = {}) {
  s.shadow(x + w / 2, y + 10, w * 0.55, 16, 0.35);
  s.add(
    `<rect x="${x}" y="${y - 40}" width="${w}" height="40" rx="10" fill="${s.linear([
      [0, mix(colour, s.m.sun, 0.15)],
      [1, mix(colour, s.m.shade, 0.45)],
    ])}"/>`,
  );
  s.add(`<rect x="${x}" y="${y - 30}" width="${w}" height="8" fill="${mix('#F4EDE1', s.m.shade, 0.3)}" opacity="0.8"/>`);
  for (let i = 0; i < Math.floor(w / 120); i += 1)
    s.add(
      `<rect x="${x + 20 + i * 120}" y="${y - 110}" width="90" height="74" rx="18" fill="${mix(i % 2 ? '#D9A27A' : '#1F7A80', s.m.shade, 0.4)}"/>`,
    );
}

/** A Sadu band: rows of triangles and diamonds in red, black and cream. */
export function sadu(s, x, y, w, h) {
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${mix('#8E2F25', s.m.shade, 0.2)}"/>`];
  const step = h * 0.8;
  for (let px = x; px < x + w; px += step) {
    parts.push(
      `<path d="M${px},${y + h * 0.15} l${step / 2},${h * 0.35} l${step / 2},${-h * 0.35} Z" fill="${mix('#F1E6D2', s.m.shade, 0.2)}"/>`,
    );
    parts.push(
      `<path d="M${px + step / 2},${y + h * 0.5} l${step / 4},${h * 0.15} l${-step / 4},${h * 0.15} l${-step / 4},${-h * 0.15} Z" fill="#1B1F23"/>`,
    );
    parts.push(`<rect x="${px}" y="${y + h * 0.82}" width="${step / 2}" height="${h * 0.08}" fill="${mix('#E8C07D', s.m.shade, 0.2)}"/>`);
  }
  s.add(`<g>${parts.join('')}</g>`);
  s.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#weave)" opacity="0.25"/>`);
}

/** A dallah (Arabic coffee pot) in brass, with its beak spout and crown lid. */
export function dallah(s, x, y, size = 1) {
  const brass = s.linear(
    [
      [0, '#7A5A2A'],
      [0.35, '#E8C07D'],
      [0.55, '#FFF1CF'],
      [0.75, '#C9A05A'],
      [1, '#6B4A22'],
    ],
    'h',
  );
  s.shadow(x, y + 6, 90 * size, 12 * size, 0.4);
  s.add(
    `<path d="M${x - 70 * size},${y} Q${x - 80 * size},${y - 90 * size} ${x - 30 * size},${y - 120 * size} L${x - 26 * size},${y - 180 * size} Q${x},${y - 200 * size} ${x + 26 * size},${y - 180 * size} L${x + 30 * size},${y - 120 * size} Q${x + 80 * size},${y - 90 * size} ${x + 70 * size},${y} Z" fill="${brass}"/>`,
  );
  s.add(
    `<path d="M${x - 40 * size},${y - 110 * size} Q${x - 120 * size},${y - 150 * size} ${x - 150 * size},${y - 230 * size} L${x - 136 * size},${y - 232 * size} Q${x - 100 * size},${y - 160 * size} ${x - 36 * size},${y - 140 * size} Z" fill="${brass}"/>`,
  );
  s.add(
    `<path d="M${x + 30 * size},${y - 160 * size} Q${x + 110 * size},${y - 150 * size} ${x + 64 * size},${y - 40 * size}" stroke="#B08A4A" stroke-width="${9 * size}" fill="none"/>`,
  );
  s.add(
    `<path d="M${x - 28 * size},${y - 184 * size} Q${x},${y - 240 * size} ${x + 28 * size},${y - 184 * size} Z" fill="${brass}"/><circle cx="${x}" cy="${y - 242 * size}" r="${8 * size}" fill="#E8C07D"/>`,
  );
}

/** Small handleless coffee cups (finjan) and a bowl of dates. */
export function cupsAndDates(s, x, y, size = 1) {
  for (let i = 0; i < 3; i += 1) {
    const cx = x + i * 70 * size;
    s.shadow(cx, y + 4, 30 * size, 6 * size, 0.35);
    s.add(
      `<path d="M${cx - 24 * size},${y - 40 * size} L${cx + 24 * size},${y - 40 * size} Q${cx + 20 * size},${y} ${cx},${y} Q${cx - 20 * size},${y} ${cx - 24 * size},${y - 40 * size} Z" fill="${s.linear(
        [
          [0, '#FBFAF7'],
          [1, '#CFC6B6'],
        ],
        'h',
      )}"/><path d="M${cx - 22 * size},${y - 30 * size} L${cx + 22 * size},${y - 30 * size}" stroke="#1F7A80" stroke-width="${3 * size}"/><ellipse cx="${cx}" cy="${y - 40 * size}" rx="${24 * size}" ry="${5 * size}" fill="#C9A05A"/>`,
    );
  }
  const bx = x + 300 * size;
  s.shadow(bx, y + 6, 110 * size, 14 * size, 0.4);
  s.add(
    `<path d="M${bx - 110 * size},${y - 40 * size} Q${bx},${y + 30 * size} ${bx + 110 * size},${y - 40 * size} Z" fill="${s.linear([
      [0, '#D9C6A8'],
      [1, '#8A6A48'],
    ])}"/>`,
  );
  for (let i = 0; i < 11; i += 1) {
    const dx = bx - 80 * size + (i % 6) * 32 * size;
    const dy = y - 46 * size - Math.floor(i / 6) * 16 * size;
    s.add(
      `<ellipse cx="${dx}" cy="${dy}" rx="${17 * size}" ry="${10 * size}" fill="${s.radial(
        [
          [0, '#A4582B'],
          [1, '#4A1F10'],
        ],
        0.35,
        0.3,
        0.8,
      )}" transform="rotate(${((i * 37) % 40) - 20} ${dx} ${dy})"/>`,
    );
  }
}

/** Warm indoor or tent backdrop for still lifes: fabric wall with folds, a low wooden surface. */
export function stillLife(s, { wall = '#E9DCC6', table = '#8A6A48', tableY = 700, folds = true } = {}) {
  s.add(
    `<rect width="${s.width}" height="${s.height}" fill="${s.linear([
      [0, mix(wall, s.m.shade, 0.25)],
      [0.6, wall],
      [1, mix(wall, s.m.shade, 0.2)],
    ])}"/>`,
  );
  if (folds) {
    const parts = [];
    for (let x = 0; x < s.width; x += 90)
      parts.push(`<rect x="${x}" y="0" width="45" height="${tableY}" fill="${s.m.shade}" opacity="0.08"/>`);
    s.add(`<g filter="url(#blur12)">${parts.join('')}</g>`);
  }
  s.add(
    `<circle cx="${s.width * 0.3}" cy="${tableY * 0.45}" r="${s.width * 0.5}" fill="${s.radial([
      [0, s.m.glow, 0.45],
      [1, s.m.glow, 0],
    ])}"/>`,
  );
  s.add(
    `<rect y="${tableY}" width="${s.width}" height="${s.height - tableY}" fill="${s.linear([
      [0, mix(table, s.m.sun, 0.2)],
      [1, mix(table, s.m.shade, 0.5)],
    ])}"/>`,
  );
  s.add(`<rect y="${tableY}" width="${s.width}" height="${s.height - tableY}" filter="url(#weave)" opacity="0.15"/>`);
  s.add(`<rect y="${tableY}" width="${s.width}" height="6" fill="${mix(table, s.m.sun, 0.4)}" opacity="0.6"/>`);
}

export const EVENT_SCENES = {
  'events/event-1': () => {
    const s = new Scene({ seed: 101, mood: 'night', title: 'Night snorkelling over the glowing reef' });
    s.underwater({ night: true });
    s.reef(640, { count: 22, depth: 0.25 });
    s.add(`<ellipse cx="1050" cy="760" rx="420" ry="160" fill="#5FE0D0" opacity="0.18" filter="url(#blur30)"/>`);
    s.fish(1120, 640, 14, { colour: '#9FE3D6', spread: 160 });
    s.diver(520, 360, 1.3, { torch: true, tank: false });
    return s;
  },
  'events/event-2': () => {
    const s = new Scene({ seed: 102, mood: 'golden', title: 'Sunset yoga on the west beach deck' });
    seascape(s, { horizon: 500, sunX: 800, sunY: 430, sunR: 54, clouds: 7 });
    const deckTop = 720;
    s.add(
      `<path d="M0,${deckTop} L${W},${deckTop} L${W},${H} L0,${H} Z" fill="${s.linear([
        [0, mix('#A27A55', s.m.sun, 0.25)],
        [1, mix('#A27A55', s.m.shade, 0.45)],
      ])}"/>`,
    );
    for (let i = -10; i <= 10; i += 1)
      s.add(
        `<line x1="${W / 2 + i * 80}" y1="${deckTop}" x2="${W / 2 + i * 260}" y2="${H}" stroke="${mix('#A27A55', s.m.shade, 0.6)}" stroke-width="2" opacity="0.5"/>`,
      );
    const mats = ['#1F7A80', '#E07A5F', '#D9C6A8'];
    [-1, 0, 1].forEach((k, i) => {
      const cx = 800 + k * 420;
      s.shadow(cx, 900, 140, 16, 0.25);
      s.add(
        `<path d="M${cx - 110 + k * 40},${760} L${cx + 110 + k * 40},${760} L${cx + 150 + k * 90},${1000} L${cx - 150 + k * 90},${1000} Z" fill="${s.linear(
          [
            [0, mix(mats[i], s.m.sun, 0.2)],
            [1, mix(mats[i], s.m.shade, 0.3)],
          ],
        )}"/>`,
      );
      s.add(`<rect x="${cx + 70 + k * 90}" y="${940}" width="50" height="34" rx="6" fill="${mix('#EFE3D0', s.m.shade, 0.2)}"/>`);
    });
    s.palm(120, 760, 560, { lean: 0.2 });
    return s;
  },
  'events/event-3': () => {
    const s = new Scene({ seed: 103, mood: 'night', title: 'Oud evening in the palm garden majlis' });
    s.sky(700);
    s.stars(140, 500);
    s.add(
      `<rect y="680" width="${W}" height="${H - 680}" fill="${s.linear([
        [0, '#3A3226'],
        [1, '#1A150F'],
      ])}"/>`,
    );
    s.palm(180, 700, 560, { lean: 0.1, depth: 0.2 });
    s.palm(1420, 700, 600, { lean: -0.12, depth: 0.2 });
    s.stringLights(0, 220, W, 240, 70, 22);
    s.add(`<ellipse cx="800" cy="820" rx="700" ry="180" fill="#FFC97A" opacity="0.22" filter="url(#blur30)"/>`);
    // A carpet laid on the sand, in perspective, with a Sadu border at the front.
    s.add(
      `<path d="M260,790 L1340,790 L1480,1000 L120,1000 Z" fill="${s.linear([
        [0, mix('#6E2A22', s.m.shade, 0.45)],
        [1, mix('#8E2F25', s.m.shade, 0.2)],
      ])}"/>`,
    );
    s.add(`<path d="M260,790 L1340,790 L1480,1000 L120,1000 Z" filter="url(#weave)" opacity="0.2"/>`);
    sadu(s, 120, 1000, 1360, 36);
    majlis(s, 220, 780, 500, { colour: '#6E2A22' });
    majlis(s, 900, 780, 480, { colour: '#6E2A22' });
    // The oud: a pear-shaped bowl with a bent-back pegbox, leaning on the cushions.
    s.add(
      `<g transform="rotate(-28 780 760)"><ellipse cx="780" cy="800" rx="110" ry="140" fill="${s.linear(
        [
          [0, '#4A2A14'],
          [0.4, '#B07A40'],
          [0.6, '#D9A26A'],
          [1, '#3A200E'],
        ],
        'h',
      )}"/><rect x="766" y="560" width="28" height="130" fill="#3A200E"/><path d="M766,560 l-40,-40 l20,-10 l48,50 Z" fill="#2A160A"/><circle cx="780" cy="770" r="24" fill="#2A160A"/><rect x="760" y="860" width="40" height="10" fill="#2A160A"/></g>`,
    );
    s.lantern(140, 900, 24);
    s.lantern(1460, 900, 24);
    cupsAndDates(s, 1060, 990, 0.7);
    return s;
  },
  'events/event-4': () => {
    const s = new Scene({ seed: 104, mood: 'dusk', title: 'Seafood dinner on the beach by lantern light' });
    seascape(s, { horizon: 470, sunX: 1250, sunY: 460, sunR: 52, clouds: 7 });
    s.beach(
      [
        [-50, 600],
        [700, 570],
        [1700, 600],
      ],
      H,
    );
    s.stringLights(100, 380, 1500, 400, 60, 20);
    s.diningTable(180, 860, 1240, { candles: 8 });
    s.lantern(200, 940, 26);
    s.lantern(1420, 950, 26);
    s.lantern(820, 1000, 18);
    s.palm(80, 820, 620, { lean: 0.2 });
    return s;
  },
  'events/event-5': () => {
    const s = new Scene({ seed: 105, mood: 'day', title: 'Reef cleanup dive on the outer reef' });
    s.underwater();
    s.add(
      `<rect y="880" width="${W}" height="${H - 880}" fill="${s.linear([
        [0, '#C9B48C', 0.0],
        [0.4, '#B8A27A', 0.7],
        [1, '#8A7658', 0.9],
      ])}"/>`,
    );
    s.reef(720, { count: 20 });
    s.fish(1200, 300, 22, { colour: '#F1D08C', spread: 200 });
    s.diver(600, 480, 1.2);
    // The mesh collection bag.
    s.add(
      `<path d="M690,520 q20,60 -10,110 q-40,20 -60,-10 q10,-60 70,-100 Z" fill="#F4EDE1" opacity="0.5" stroke="#F4EDE1" stroke-width="2"/>`,
    );
    return s;
  },
  'events/event-6': () => {
    const s = new Scene({ seed: 106, mood: 'night', title: 'Stargazing from the dune top' });
    s.sky(820);
    // The Milky Way: a diagonal band of haze and dense stars.
    s.add(`<path d="M-100,700 Q600,300 1700,-50 L1700,200 Q700,520 -100,900 Z" fill="#9FC2D4" opacity="0.14" filter="url(#blur30)"/>`);
    s.stars(520, 820);
    s.add(`<path d="M-100,760 Q600,420 1700,60" stroke="#E8E2F0" stroke-width="90" opacity="0.08" fill="none" filter="url(#blur30)"/>`);
    s.dunes(820, { count: 2, amplitude: 90 });
    // Telescope on a tripod on the crest.
    s.add(
      `<g stroke="#0B1822" stroke-width="8"><line x1="1100" y1="760" x2="1060" y2="860"/><line x1="1100" y1="760" x2="1140" y2="860"/><line x1="1100" y1="760" x2="1100" y2="868"/></g><rect x="1040" y="700" width="170" height="34" rx="14" fill="#0B1822" transform="rotate(-28 1100 740)"/>`,
    );
    s.lantern(960, 860, 18);
    return s;
  },
  'events/event-7': () => {
    const s = new Scene({ seed: 107, mood: 'dawn', title: 'Rock pools on the family beach' });
    seascape(s, { horizon: 380, sunX: 1300, sunY: 230, sunR: 36, clouds: 6 });
    s.beach(
      [
        [-50, 500],
        [800, 470],
        [1700, 500],
      ],
      H,
      { foam: true },
    );
    const rock = '#7C7468';
    for (const [x, y, rx, ry] of [
      [300, 720, 260, 90],
      [1000, 760, 320, 110],
      [620, 930, 240, 80],
      [1400, 950, 220, 90],
    ]) {
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${s.radial(
          [
            [0, mix(rock, s.m.sun, 0.25)],
            [1, mix(rock, s.m.shade, 0.5)],
          ],
          0.4,
          0.3,
          0.8,
        )}"/>`,
      );
      s.add(
        `<ellipse cx="${x + 10}" cy="${y + 6}" rx="${rx * 0.72}" ry="${ry * 0.55}" fill="${s.linear([
          [0, '#3FA5A3'],
          [1, '#9BDDD2'],
        ])}"/>`,
      );
      s.add(
        `<ellipse cx="${x - rx * 0.2}" cy="${y}" rx="${rx * 0.3}" ry="${ry * 0.12}" fill="#FFFFFF" opacity="0.35" filter="url(#blur2)"/>`,
      );
    }
    const star = (x, y, r, c) => {
      let d = '';
      for (let i = 0; i < 10; i += 1) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 ? r * 0.42 : r;
        d += `${i ? 'L' : 'M'}${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)} `;
      }
      s.add(`<path d="${d}Z" fill="${c}" stroke="${mix(c, '#000000', 0.25)}" stroke-width="3" stroke-linejoin="round"/>`);
    };
    star(1000, 770, 40, '#E07A5F');
    star(260, 720, 30, '#E8A05F');
    star(1380, 960, 34, '#D96E5A');
    // Shells on the sand.
    for (const [x, y] of [
      [760, 1010],
      [520, 1040],
      [1180, 1030],
    ])
      s.add(`<path d="M${x - 22},${y} Q${x},${y - 40} ${x + 22},${y} Z" fill="#F4E3D0" stroke="#C9A88E" stroke-width="2"/>`);
    return s;
  },
  'events/event-8': () => {
    const s = new Scene({ seed: 108, mood: 'golden', title: 'Dhow sailing along the coast' });
    seascape(s, { horizon: 520, sunX: 1200, sunY: 380, sunR: 48, clouds: 8, land: { from: 0, to: 0.45, height: 50 } });
    s.add(
      `<ellipse cx="1250" cy="820" rx="360" ry="34" fill="${mix('#EFD9B8', s.m.glow, 0.2)}" opacity="0.9"/><ellipse cx="1250" cy="826" rx="430" ry="46" fill="#8FD8CF" opacity="0.3" filter="url(#blur12)"/>`,
    );
    s.dhow(620, 760, 1.9);
    s.dhow(1420, 560, 0.45, { depth: 0.5 });
    return s;
  },
  'events/event-9': () => {
    const s = new Scene({ seed: 109, mood: 'golden', title: 'Henna and Sadu weaving in the craft tent' });
    stillLife(s, { wall: '#E6D2B4', table: '#7A5A3A', tableY: 620 });
    sadu(s, 0, 140, W, 70);
    sadu(s, 100, 700, 900, 120);
    // Henna bowl and cones.
    s.shadow(1230, 880, 170, 20, 0.4);
    s.add(
      `<path d="M1070,820 Q1230,960 1390,820 Z" fill="${s.linear(
        [
          [0, '#E9DCC6'],
          [1, '#9C7450'],
        ],
        'h',
      )}"/><ellipse cx="1230" cy="820" rx="160" ry="26" fill="#5B6B2E"/><ellipse cx="1200" cy="814" rx="60" ry="8" fill="#7C8A3E" opacity="0.7"/>`,
    );
    for (const [x, r] of [
      [1080, -30],
      [1160, -10],
    ])
      s.add(`<path d="M${x},960 l20,-130 l24,0 l20,130 Z" fill="#C9A88E" transform="rotate(${r} ${x} 960)"/>`);
    // Henna pattern drawn on the cloth: a fine vine of dots and petals.
    const vine = [];
    for (let i = 0; i < 9; i += 1)
      vine.push(
        `<circle cx="${1100 + i * 40}" cy="${1000 + Math.sin(i) * 14}" r="6" fill="#7A3A1C"/><path d="M${1100 + i * 40},${990 + Math.sin(i) * 14} q10,-26 20,0" stroke="#7A3A1C" stroke-width="3" fill="none"/>`,
      );
    s.add(`<g>${vine.join('')}</g>`);
    s.lantern(1460, 560, 26, { hanging: true });
    return s;
  },
  'events/event-10': () => {
    const s = new Scene({ seed: 110, mood: 'night', title: 'Full-moon cinema on the main beach' });
    seascape(s, { horizon: 560, sunX: 1320, sunY: 170, sunR: 44, moon: true, stars: 200, clouds: 2 });
    s.beach(
      [
        [-50, 650],
        [800, 630],
        [1700, 660],
      ],
      H,
    );
    // The big screen on two poles, glowing with a film's soft scene.
    s.add(
      `<rect x="430" y="250" width="740" height="400" fill="${s.linear([
        [0, '#F4D9B0'],
        [0.6, '#E9A07C'],
        [1, '#5B4A6A'],
      ])}"/><circle cx="950" cy="420" r="60" fill="#FFF1DC" opacity="0.8" filter="url(#blur12)"/><rect x="430" y="250" width="740" height="400" fill="none" stroke="#0B1822" stroke-width="10"/><rect x="436" y="650" width="12" height="180" fill="#0B1822"/><rect x="1152" y="650" width="12" height="180" fill="#0B1822"/>`,
    );
    s.add(`<ellipse cx="800" cy="840" rx="560" ry="90" fill="#F4D9B0" opacity="0.2" filter="url(#blur30)"/>`);
    // Beanbags seen from behind.
    for (let i = 0; i < 6; i += 1) {
      const x = 260 + i * 220 + (i % 2) * 30;
      const y = 930 + (i % 2) * 60;
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="90" ry="60" fill="${s.radial(
          [
            [0, mix(i % 2 ? '#1F7A80' : '#E07A5F', s.m.shade, 0.45)],
            [1, mix('#1B1F23', s.m.shade, 0.5)],
          ],
          0.5,
          0.2,
          0.8,
        )}"/>`,
      );
    }
    s.lantern(140, 900, 22);
    return s;
  },
  'events/event-11': () => {
    const s = new Scene({ seed: 111, mood: 'day', title: 'Freediving clinic: a slow descent along the line' });
    s.underwater();
    // The ripple of the surface seen from below.
    s.add(
      `<rect width="${W}" height="120" fill="${s.linear([
        [0, '#CFF3EC', 0.7],
        [1, '#5FC1BE', 0],
      ])}"/>`,
    );
    s.add(`<line x1="880" y1="0" x2="880" y2="${H}" stroke="#F4EDE1" stroke-width="4" opacity="0.7"/>`);
    s.add(`<rect x="850" y="0" width="60" height="40" rx="10" fill="#E07A5F"/>`);
    s.add(`<g transform="rotate(90 820 560)">${''}</g>`);
    s.diver(0, 0, 1.3, { tank: false });
    const last = s.layers.pop();
    s.add(`<g transform="translate(840 560) rotate(100)">${last}</g>`);
    s.reef(900, { count: 10, depth: 0.3 });
    return s;
  },
  'events/event-12': () => {
    const s = new Scene({ seed: 112, mood: 'golden', title: 'Arabic coffee, dates and a brass dallah' });
    stillLife(s, { wall: '#E2CBA6', table: '#6E4A2C', tableY: 700 });
    sadu(s, 0, 760, W, 60);
    dallah(s, 560, 900, 1.6);
    cupsAndDates(s, 900, 920, 1.2);
    s.add(`<path d="M0,0 L${W},0 L${W},90 L0,90 Z" fill="${mix('#8E2F25', s.m.shade, 0.3)}"/>`);
    return s;
  },
};
