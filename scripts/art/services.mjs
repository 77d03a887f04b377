// One picture per service and per special item of the demo catalogue, and the home page's hero seascape.
import { Scene, W, H, mix } from './lib.mjs';
import { hutRow, seascape } from './huts.mjs';
import { stillLife } from './events.mjs';

/** A massage table with a folded towel, seen from the side. */
function massageTable(s, x, y, w) {
  s.shadow(x + w / 2, y + 140, w * 0.6, 16, 0.3);
  s.add(
    `<g stroke="${mix('#8A6A48', s.m.shade, 0.3)}" stroke-width="10"><line x1="${x + 40}" y1="${y}" x2="${x + 20}" y2="${y + 140}"/><line x1="${x + w - 40}" y1="${y}" x2="${x + w - 20}" y2="${y + 140}"/></g>`,
  );
  s.add(
    `<rect x="${x}" y="${y - 30}" width="${w}" height="36" rx="14" fill="${s.linear([
      [0, '#FBFAF7'],
      [1, '#D8CFC0'],
    ])}"/>`,
  );
  s.add(`<rect x="${x + w * 0.55}" y="${y - 52}" width="${w * 0.3}" height="24" rx="10" fill="${mix('#CFE8E2', s.m.shade, 0.1)}"/>`);
  s.add(`<path d="M${x + w * 0.58},${y - 46} l${w * 0.24},0" stroke="#1F7A80" stroke-width="3" opacity="0.6"/>`);
}

/** Candles of several heights with their glow. */
function candles(s, x, y, count = 3) {
  for (let i = 0; i < count; i += 1) {
    const cx = x + i * 46;
    const h = 60 + ((i * 37) % 50);
    s.add(
      `<circle cx="${cx}" cy="${y - h - 12}" r="46" fill="${s.radial([
        [0, '#FFC97A', 0.55],
        [1, '#FFC97A', 0],
      ])}"/><rect x="${cx - 15}" y="${y - h}" width="30" height="${h}" rx="5" fill="${s.linear(
        [
          [0, '#FFF4DC'],
          [1, '#D9C6A8'],
        ],
        'h',
      )}"/><ellipse cx="${cx}" cy="${y - h - 12}" rx="5" ry="11" fill="#FFE3A8"/>`,
    );
  }
}

/** Smooth basalt stones stacked on a towel. */
function stones(s, x, y) {
  s.shadow(x, y + 8, 110, 14, 0.35);
  [
    [0, 0, 90, 30],
    [6, -40, 70, 24],
    [-4, -72, 52, 18],
    [2, -96, 34, 12],
  ].forEach(([dx, dy, rx, ry]) =>
    s.add(
      `<ellipse cx="${x + dx}" cy="${y + dy}" rx="${rx}" ry="${ry}" fill="${s.radial(
        [
          [0, '#6B7480'],
          [1, '#1B1F23'],
        ],
        0.35,
        0.25,
        0.8,
      )}"/>`,
    ),
  );
}

/** A fruit: a shaded sphere with a highlight. */
function fruit(s, x, y, r, colour) {
  s.add(
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${s.radial(
      [
        [0, mix(colour, '#FFFFFF', 0.35)],
        [0.6, colour],
        [1, mix(colour, '#1B1F23', 0.45)],
      ],
      0.35,
      0.3,
      0.75,
    )}"/>`,
  );
}

function fruits(s, x, y, scale = 1) {
  const list = [
    [-70, 0, 40, '#E8A03A'],
    [10, -20, 44, '#D9542E'],
    [80, 4, 36, '#9BB34A'],
    [-20, 30, 34, '#E8C03A'],
    [50, 36, 30, '#B8324A'],
    [-90, 40, 26, '#6E2A5A'],
  ];
  for (const [dx, dy, r, c] of list) fruit(s, x + dx * scale, y + dy * scale, r * scale, c);
  // Grapes as small clustered spheres.
  for (let i = 0; i < 9; i += 1)
    fruit(s, x + (110 + (i % 3) * 16) * scale, y + (10 + Math.floor(i / 3) * 16) * scale, 10 * scale, '#5A2A4A');
}

export const SERVICE_SCENES = {
  'services/service-1': () => {
    const s = new Scene({ seed: 201, mood: 'day', title: 'Discover Scuba at the reef edge' });
    s.underwater();
    s.add(
      `<path d="M0,820 Q400,760 800,800 T1600,780 L1600,1067 L0,1067 Z" fill="${s.linear([
        [0, '#D9C6A0'],
        [1, '#9C8A6A'],
      ])}"/>`,
    );
    s.reef(740, { count: 16 });
    s.fish(400, 300, 18, { colour: '#F4D58C', spread: 180 });
    s.diver(1000, 460, 1.15);
    s.diver(700, 380, 0.9, { colour: '#123246' });
    return s;
  },
  'services/service-2': () => {
    const s = new Scene({ seed: 202, mood: 'lagoon', title: 'Guided snorkel trip to the outer reef' });
    seascape(s, { horizon: 380, sunX: 300, sunY: 140, sunR: 34, clouds: 6, land: { from: 0.6, to: 1, height: 30 } });
    s.lagoonShallows(460, H);
    s.motorboat(900, 620, 1.6);
    // Snorkellers floating face-down: a mask, a snorkel and a ring of ripples each.
    for (const [x, y] of [
      [380, 800],
      [560, 880],
      [1240, 860],
    ]) {
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="70" ry="14" fill="none" stroke="#FBFAF7" stroke-width="2" opacity="0.5"/><ellipse cx="${x}" cy="${y}" rx="46" ry="12" fill="#0B2A3C" opacity="0.55"/><rect x="${x + 10}" y="${y - 40}" width="6" height="36" rx="3" fill="#E07A5F"/>`,
      );
    }
    return s;
  },
  'services/service-3': () => {
    const s = new Scene({ seed: 203, mood: 'golden', title: 'A private boat on the open sea' });
    seascape(s, { horizon: 500, sunX: 1150, sunY: 360, sunR: 46, clouds: 8, land: { from: 0, to: 0.35, height: 40 } });
    s.motorboat(700, 760, 2.4);
    return s;
  },
  'services/service-4': () => {
    const s = new Scene({ seed: 204, mood: 'golden', title: 'Kayaks along the mangroves at sunset' });
    seascape(s, { horizon: 560, sunX: 1200, sunY: 480, sunR: 50, clouds: 7 });
    s.shrubs(-40, 700, 580, { height: 70, depth: 0.15 });
    s.shrubs(-40, 500, 620, { height: 90, depth: 0 });
    s.kayak(760, 800, 2, '#E07A5F');
    s.kayak(1150, 700, 1.2, '#1F7A80');
    return s;
  },
  'services/service-5': () => {
    const s = new Scene({ seed: 205, mood: 'golden', title: 'Signature massage in the spa tent' });
    stillLife(s, { wall: '#EADBC2', table: '#B59A78', tableY: 820 });
    // The tent opens onto the sea at the back.
    s.add(
      `<path d="M900,120 L1500,120 L1500,700 L900,700 Z" fill="${s.linear([
        [0, '#E9BE8F'],
        [0.55, '#F7D8AA'],
        [0.56, '#2C6472'],
        [1, '#5E8E93'],
      ])}"/><circle cx="1200" cy="420" r="40" fill="#FFF0C9" filter="url(#blur2)"/>`,
    );
    s.add(
      `<path d="M900,120 Q960,400 880,700 L860,700 L860,120 Z M1500,120 Q1440,400 1520,700 L1540,700 L1540,120 Z" fill="${mix('#F4EDE1', s.m.shade, 0.15)}"/>`,
    );
    massageTable(s, 200, 760, 640);
    stones(s, 1160, 920);
    candles(s, 1320, 960, 3);
    s.add(`<path d="M1040,960 q20,-40 40,0 q20,-40 40,0" stroke="#E07A5F" stroke-width="4" fill="none"/>`);
    return s;
  },
  'services/service-6': () => {
    const s = new Scene({ seed: 206, mood: 'dusk', title: 'Private chef dinner on the hut deck' });
    seascape(s, { horizon: 520, sunX: 420, sunY: 500, sunR: 50, clouds: 7 });
    const deckTop = 760;
    s.add(
      `<rect y="${deckTop}" width="${W}" height="${H - deckTop}" fill="${s.linear([
        [0, mix('#A27A55', s.m.sun, 0.15)],
        [1, mix('#A27A55', s.m.shade, 0.55)],
      ])}"/>`,
    );
    s.stringLights(0, 160, W, 200, 50, 20);
    s.diningTable(300, 880, 820, { candles: 4 });
    // A grill's smoke and glow at the side: the chef's station.
    s.add(
      `<rect x="1240" y="820" width="240" height="110" rx="10" fill="#2A2420"/><rect x="1250" y="808" width="220" height="16" fill="#FF9A4A" opacity="0.9" filter="url(#blur2)"/><path d="M1300,800 q-30,-80 10,-160 q40,-80 0,-160" stroke="#F4EDE1" stroke-width="26" opacity="0.1" fill="none" filter="url(#blur12)"/>`,
    );
    s.lantern(200, 940, 26);
    return s;
  },
  'services/service-7': () => {
    const s = new Scene({ seed: 207, mood: 'dusk', title: 'Couples’ spa ritual with Red Sea salts' });
    stillLife(s, { wall: '#D8BFA8', table: '#9C8068', tableY: 840 });
    massageTable(s, 120, 800, 560);
    massageTable(s, 880, 800, 560);
    candles(s, 720, 980, 3);
    // Bowls of salt: white crystals in stone bowls.
    for (const x of [360, 1220])
      s.add(
        `<path d="M${x - 80},990 Q${x},1060 ${x + 80},990 Z" fill="${s.linear(
          [
            [0, '#9A948A'],
            [1, '#4A4640'],
          ],
          'h',
        )}"/><ellipse cx="${x}" cy="990" rx="80" ry="14" fill="#F4F1EA"/>`,
      );
    s.add(
      `<path d="M0,0 Q200,420 100,${H} L0,${H} Z M${W},0 Q${W - 200},420 ${W - 100},${H} L${W},${H} Z" fill="${mix('#F4EDE1', s.m.shade, 0.3)}" opacity="0.9"/>`,
    );
    return s;
  },
  'services/service-8': () => {
    const s = new Scene({ seed: 208, mood: 'day', title: 'Floating breakfast in a private pool' });
    // Seen from above: the pool's water, caustics, a tray with breakfast.
    s.add(
      `<rect width="${W}" height="${H}" fill="${s.linear(
        [
          [0, '#3FB0B0'],
          [1, '#8FD8CF'],
        ],
        [0, 0, 1, 1],
      )}"/>`,
    );
    s.lagoonShallows(0, H, { reef: false });
    s.add(
      `<rect x="0" y="0" width="${W}" height="90" fill="${mix('#EFE6D6', s.m.shade, 0.1)}"/><rect x="0" y="90" width="${W}" height="20" fill="#0B2A3C" opacity="0.2" filter="url(#blur12)"/>`,
    );
    s.add(
      `<g transform="rotate(-8 800 560)"><rect x="440" y="330" width="720" height="460" rx="40" fill="#0B2A3C" opacity="0.25" filter="url(#blur30)" transform="translate(30 40)"/><rect x="440" y="330" width="720" height="460" rx="40" fill="${s.linear(
        [
          [0, '#C9A07A'],
          [1, '#8A6A48'],
        ],
        [0, 0, 1, 1],
      )}"/><rect x="470" y="360" width="660" height="400" rx="28" fill="${mix('#C9A07A', '#FFFFFF', 0.2)}"/></g>`,
    );
    // Plates, a coffee cup and fruit.
    s.add(
      `<circle cx="650" cy="520" r="110" fill="#FBFAF7"/><circle cx="650" cy="520" r="80" fill="#F4EDE1"/><circle cx="960" cy="460" r="70" fill="#FBFAF7"/><circle cx="960" cy="460" r="46" fill="#6B3A1E"/><circle cx="945" cy="450" r="12" fill="#C9A07A" opacity="0.6"/>`,
    );
    fruits(s, 960, 640, 0.9);
    s.add(`<path d="M600,520 l50,-40 l60,30 l-40,50 Z" fill="#E8C07D"/><circle cx="690" cy="560" r="22" fill="#E07A5F"/>`);
    s.add(
      `<path d="M300,880 q40,-12 80,0 M1200,200 q40,-12 80,0 M200,300 q40,-12 80,0" stroke="#FFFFFF" stroke-width="4" opacity="0.5" fill="none"/>`,
    );
    return s;
  },
};

const SQ = 800;
const square = (seed, mood, title) => new Scene({ width: SQ, height: SQ, seed, mood, title });

export const ITEM_SCENES = {
  'items/item-1': () => {
    const s = square(301, 'golden', 'Welcome fruit basket');
    stillLife(s, { wall: '#EADBC2', table: '#8A6A48', tableY: 520 });
    s.shadow(400, 690, 280, 30, 0.45);
    // Woven basket: a wide bowl with a weave texture and a rim.
    s.add(
      `<path d="M130,520 Q400,800 670,520 Z" fill="${s.linear(
        [
          [0, '#C9A06A'],
          [1, '#6E4A2C'],
        ],
        'h',
      )}"/>`,
    );
    fruits(s, 400, 480, 1.5);
    s.add(
      `<path d="M130,520 Q400,800 670,520 Z" filter="url(#weave)" opacity="0.35"/><ellipse cx="400" cy="520" rx="270" ry="22" fill="none" stroke="#B08A5A" stroke-width="12"/>`,
    );
    return s;
  },
  'items/item-2': () => {
    const s = square(302, 'dusk', 'Rose-petal turndown');
    // Bed linen from above, with folds, and petals scattered in a loose heart.
    s.add(
      `<rect width="${SQ}" height="${SQ}" fill="${s.linear(
        [
          [0, '#FBFAF7'],
          [1, '#E2DAD0'],
        ],
        [0, 0, 1, 1],
      )}"/>`,
    );
    s.add(
      `<g filter="url(#blur12)" opacity="0.35"><path d="M0,200 Q400,260 800,180" stroke="#B8ADA0" stroke-width="30" fill="none"/><path d="M0,620 Q400,560 800,640" stroke="#B8ADA0" stroke-width="30" fill="none"/></g>`,
    );
    for (let i = 0; i < 46; i += 1) {
      const t = (i / 46) * Math.PI * 2;
      const hx = 16 * Math.pow(Math.sin(t), 3);
      const hy = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
      const x = 400 + hx * 15 + (s.r() - 0.5) * 30;
      const y = 400 + hy * 15 + (s.r() - 0.5) * 30;
      s.add(
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="22" ry="14" fill="${s.radial(
          [
            [0, '#E0607A'],
            [1, '#8E1F3A'],
          ],
          0.3,
          0.3,
          0.9,
        )}" transform="rotate(${Math.round(s.r() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      );
    }
    s.add(
      `<rect x="40" y="60" width="220" height="120" rx="20" fill="#FFFFFF" opacity="0.8"/><rect x="540" y="60" width="220" height="120" rx="20" fill="#FFFFFF" opacity="0.8"/>`,
    );
    candles(s, 620, 760, 2);
    return s;
  },
  'items/item-3': () => {
    const s = square(303, 'night', 'Beach bonfire kit');
    s.sky(400);
    s.stars(120, 360);
    s.sea(400, 520, { reflection: 0, bands: 14 });
    s.add(
      `<rect y="500" width="${SQ}" height="300" fill="${s.linear([
        [0, '#6E5A4A'],
        [1, '#2A2018'],
      ])}"/>`,
    );
    s.add(`<ellipse cx="400" cy="620" rx="340" ry="160" fill="#FF9A4A" opacity="0.35" filter="url(#blur30)"/>`);
    for (const [x1, x2] of [
      [260, 540],
      [540, 260],
      [300, 520],
    ])
      s.add(`<line x1="${x1}" y1="700" x2="${x2}" y2="620" stroke="#4A2E1A" stroke-width="22" stroke-linecap="round"/>`);
    s.add(
      `<path d="M320,660 Q330,520 400,420 Q410,520 460,480 Q500,560 480,660 Z" fill="${s.linear([
        [0, '#FFE08A'],
        [0.5, '#FF9A4A'],
        [1, '#D9542E'],
      ])}" filter="url(#blur2)"/><path d="M370,660 Q380,560 410,520 Q440,600 430,660 Z" fill="#FFF4CF" opacity="0.9" filter="url(#blur2)"/>`,
    );
    for (let i = 0; i < 18; i += 1)
      s.add(
        `<circle cx="${(360 + s.r() * 100).toFixed(1)}" cy="${(260 + s.r() * 200).toFixed(1)}" r="2.5" fill="#FFD08A" opacity="${(0.4 + s.r() * 0.6).toFixed(2)}"/>`,
      );
    // Blankets folded beside it.
    s.add(
      `<rect x="560" y="700" width="180" height="50" rx="10" fill="#8E2F25"/><rect x="570" y="664" width="160" height="40" rx="10" fill="#1F7A80"/>`,
    );
    return s;
  },
  'items/item-4': () => {
    const s = square(304, 'golden', 'Sparkling juice and dates platter');
    stillLife(s, { wall: '#E2CBA6', table: '#6E4A2C', tableY: 520 });
    // Two tall glasses of sparkling red-grape juice with bubbles.
    for (const x of [190, 320]) {
      s.shadow(x, 650, 50, 8, 0.4);
      s.add(
        `<path d="M${x - 40},330 L${x + 40},330 L${x + 32},640 L${x - 32},640 Z" fill="#FFFFFF" opacity="0.25" stroke="#FFFFFF" stroke-width="3"/><path d="M${x - 37},400 L${x + 37},400 L${x + 32},636 L${x - 32},636 Z" fill="${s.linear(
          [
            [0, '#D9546A'],
            [1, '#7A1F34'],
          ],
        )}" opacity="0.85"/>`,
      );
      for (let i = 0; i < 8; i += 1)
        s.add(`<circle cx="${x - 20 + ((i * 13) % 40)}" cy="${430 + i * 24}" r="3" fill="#FFFFFF" opacity="0.7"/>`);
    }
    s.shadow(560, 700, 190, 20, 0.45);
    s.add(
      `<ellipse cx="560" cy="660" rx="190" ry="50" fill="${s.linear([
        [0, '#FBFAF7'],
        [1, '#CFC6B6'],
      ])}"/>`,
    );
    for (let i = 0; i < 12; i += 1) {
      const x = 440 + (i % 6) * 46;
      const y = 646 - Math.floor(i / 6) * 22;
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="24" ry="13" fill="${s.radial(
          [
            [0, '#A4582B'],
            [1, '#4A1F10'],
          ],
          0.35,
          0.3,
          0.8,
        )}" transform="rotate(${((i * 29) % 40) - 20} ${x} ${y})"/>`,
      );
    }
    return s;
  },
  'items/item-5': () => {
    const s = square(305, 'day', 'Kids’ beach toy set');
    s.sky(300);
    s.sun(640, 110, 30);
    s.sea(300, 420, { reflection: 0, bands: 12 });
    s.beach(
      [
        [-40, 420],
        [400, 400],
        [840, 420],
      ],
      SQ,
    );
    // Bucket, spade and a striped ball.
    s.shadow(300, 690, 120, 18, 0.35);
    s.add(
      `<path d="M200,480 L400,480 L370,690 L230,690 Z" fill="${s.linear(
        [
          [0, '#F08A6A'],
          [1, '#B8503A'],
        ],
        'h',
      )}"/><ellipse cx="300" cy="480" rx="100" ry="20" fill="#8E3B2E"/><path d="M200,480 Q300,360 400,480" stroke="#1F7A80" stroke-width="8" fill="none"/>`,
    );
    s.add(
      `<g transform="rotate(24 520 580)"><rect x="510" y="420" width="18" height="200" rx="8" fill="#E8C03A"/><path d="M490,600 L548,600 L560,700 Q519,730 478,700 Z" fill="#1F7A80"/></g>`,
    );
    s.shadow(620, 740, 90, 14, 0.35);
    s.add(
      `<circle cx="620" cy="660" r="80" fill="#FBFAF7"/><path d="M620,580 Q560,660 620,740 Q590,660 620,580 Z M620,580 Q700,640 690,700 Q660,640 620,580 Z" fill="#E07A5F"/><path d="M545,640 Q620,700 700,650" stroke="#1F7A80" stroke-width="20" fill="none"/><circle cx="620" cy="660" r="80" fill="${s.radial(
        [
          [0, '#FFFFFF', 0.4],
          [1, '#000000', 0.25],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>`,
    );
    return s;
  },
  'items/item-6': () => {
    const s = square(306, 'dusk', 'Lantern dinner set-up');
    s.sky(380);
    s.sun(200, 360, 40);
    s.sea(380, 480, { sunX: 200, bands: 12 });
    s.beach(
      [
        [-40, 480],
        [400, 470],
        [840, 480],
      ],
      SQ,
    );
    s.add(
      `<rect x="150" y="560" width="500" height="26" rx="8" fill="${mix('#FBFAF7', s.m.glow, 0.2)}"/><rect x="170" y="586" width="460" height="60" fill="${mix('#8A6A48', s.m.shade, 0.4)}"/>`,
    );
    for (const [x, y, size] of [
      [110, 700, 30],
      [690, 700, 30],
      [260, 540, 18],
      [540, 540, 18],
      [400, 530, 22],
    ])
      s.lantern(x, y, size);
    s.stringLights(0, 120, SQ, 140, 40, 10);
    return s;
  },
};

export const HERO_SCENES = {
  // The home page's first screen (kept at this path: index.html preloads it). Wide, calm, the interest
  // to the right so the promise and booking bar at the reading start stay readable over the scrim.
  'hero/seascape': () => {
    const s = new Scene({ width: 2400, height: 1350, seed: 401, mood: 'golden', title: 'Ken Resort: overwater huts at golden hour' });
    s.sky(700);
    s.sun(1750, 560, 60);
    s.clouds(10, 200, 620);
    s.distantLand(700, { from: 0, to: 0.3, height: 40 });
    s.sea(700, 1350, { sunX: 1750 });
    // A row of overwater huts on a long jetty, shrinking into the distance.
    const jetty = `M1200,930 L2450,770 L2450,790 L1200,952 Z`;
    s.add(`<path d="${jetty}" fill="${mix('#8A6A48', s.m.shade, 0.4)}"/>`);
    hutRow(s, [
      [1300, 930, 0.7],
      [1640, 885, 0.52],
      [1930, 848, 0.4],
      [2170, 817, 0.3],
    ]);
    s.palm(2250, 1350, 900, { lean: -0.25 });
    s.palm(2380, 1350, 760, { lean: -0.1, depth: 0.1 });
    return s;
  },
};

void W;
void H;
