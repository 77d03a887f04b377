// The six huts of the demo catalogue, each in three views: (a) its signature light, (b) the same place
// later or earlier with warm windows, (c) the view from its own terrace.
import { Scene, W, H, mix } from './lib.mjs';

/** A seascape with a horizon, optional sun/moon and the sea; the common back layers of outdoor scenes. */
export function seascape(s, { horizon = 520, sunX = 1150, sunY = 330, sunR = 42, moon = false, stars = 0, clouds = 5, land = null } = {}) {
  s.sky(horizon);
  if (stars) s.stars(stars, horizon - 40);
  if (sunY !== null) s.sun(sunX, sunY, sunR, { moon });
  if (clouds) s.clouds(clouds, horizon * 0.25, horizon * 0.85);
  if (land) s.distantLand(horizon, land);
  s.sea(horizon, H, { sunX, reflection: sunY !== null && sunY < horizon ? (moon ? 0.8 : 1) : 0 });
  return s;
}

/** Overwater villa: long deck on stilts, hipped thatch, glass front, ladder to the sea. */
function overwater(s, x, waterY, scale = 1, { lit = false } = {}) {
  const w = 420 * scale;
  const wallH = 150 * scale;
  const deckY = waterY - 70 * scale;
  const frag = s.group(() => {
    s.stilts(x - 40 * scale, x + w + 60 * scale, deckY + 16 * scale, waterY, 8);
    s.deck(x - 40 * scale, deckY, w + 100 * scale, 16 * scale, { rail: false });
    s.walls(x + 30 * scale, deckY, w - 60 * scale, wallH, { colour: '#D8C3A2', lit, glass: true });
    s.roof('hip', x, deckY - wallH, w, 150 * scale, { colour: '#B9925F', lit });
    // Ladder into the water.
    s.add(
      `<g stroke="#6B4E2E" stroke-width="${4 * scale}"><line x1="${x + w + 30 * scale}" y1="${deckY + 10}" x2="${x + w + 34 * scale}" y2="${waterY + 6}"/><line x1="${x + w + 54 * scale}" y1="${deckY + 10}" x2="${x + w + 58 * scale}" y2="${waterY + 6}"/></g>`,
    );
    if (lit) {
      s.lantern(x + 10 * scale, deckY - 30 * scale, 14 * scale);
      s.lantern(x + w + 40 * scale, deckY - 30 * scale, 14 * scale);
    }
  });
  s.mirror(frag, waterY, lit ? 0.4 : 0.25);
}

/** Small round lagoon hut: conical thatch on a short stilt platform in shallow water, a jetty to shore. */
function lagoonHut(s, x, waterY, scale = 1, { lit = false } = {}) {
  const w = 250 * scale;
  const deckY = waterY - 46 * scale;
  const frag = s.group(() => {
    s.stilts(x - 10 * scale, x + w + 10 * scale, deckY + 12 * scale, waterY, 5);
    s.deck(x - 30 * scale, deckY, w + 60 * scale, 14 * scale, { rail: true });
    s.walls(x + 20 * scale, deckY, w - 40 * scale, 120 * scale, { colour: '#E4D3B4', lit, windows: 1 });
    s.roof('cone', x, deckY - 120 * scale, w, 190 * scale, { colour: '#C29A63', lit });
    if (lit) s.lantern(x + w + 10 * scale, deckY - 24 * scale, 12 * scale);
  });
  s.mirror(frag, waterY, 0.3);
  // The jetty back to the beach.
  s.add(
    `<path d="M${x + w + 30 * scale},${deckY + 14 * scale} L${x + w + 420 * scale},${deckY + 60 * scale} L${x + w + 420 * scale},${deckY + 72 * scale} L${x + w + 30 * scale},${deckY + 26 * scale} Z" fill="${mix('#9C7450', s.m.shade, 0.3)}"/>`,
  );
}

/** Coral Villa: two connected beach pavilions with gable thatch and a plunge pool in front. */
function coralVilla(s, x, groundY, scale = 1, { lit = false } = {}) {
  s.shadow(x + 330 * scale, groundY + 10, 420 * scale, 26 * scale, 0.35);
  s.walls(x, groundY, 300 * scale, 170 * scale, { colour: '#EADBC2', lit, windows: 2 });
  s.roof('gable', x, groundY - 170 * scale, 300 * scale, 150 * scale, { colour: '#B48C5C', lit });
  s.walls(x + 330 * scale, groundY, 330 * scale, 150 * scale, { colour: '#E2D0B2', lit, glass: true });
  s.roof('hip', x + 330 * scale, groundY - 150 * scale, 330 * scale, 120 * scale, { colour: '#A98357', lit });
  // Plunge pool: a stone rim and bright water with a light ripple.
  const px = x + 120 * scale;
  const py = groundY + 40 * scale;
  s.add(
    `<path d="M${px},${py} L${px + 420 * scale},${py} L${px + 470 * scale},${py + 70 * scale} L${px - 50 * scale},${py + 70 * scale} Z" fill="${mix('#EFE6D6', s.m.shade, 0.15)}"/>`,
  );
  s.add(
    `<path d="M${px + 14 * scale},${py + 8 * scale} L${px + 406 * scale},${py + 8 * scale} L${px + 446 * scale},${py + 62 * scale} L${px - 26 * scale},${py + 62 * scale} Z" fill="${s.linear(
      [
        [0, mix('#3FB0B0', s.m.shade, 0.2)],
        [1, mix('#9BE0D6', s.m.glow, 0.15)],
      ],
    )}"/>`,
  );
  s.add(
    `<g opacity="0.5" filter="url(#blur2)">${[0, 1, 2, 3].map((i) => `<path d="M${px + (40 + i * 90) * scale},${py + (24 + (i % 2) * 16) * scale} q${30 * scale},-6 ${60 * scale},0" stroke="#FFFFFF" stroke-width="2" fill="none"/>`).join('')}</g>`,
  );
  if (lit)
    s.add(
      `<path d="M${px + 14 * scale},${py + 8 * scale} L${px + 406 * scale},${py + 8 * scale} L${px + 446 * scale},${py + 62 * scale} L${px - 26 * scale},${py + 62 * scale} Z" fill="#7FE3E0" opacity="0.35" filter="url(#blur12)"/>`,
    );
}

/** Dune House: a Hijazi coral-stone house with a parapet roof, roshan screens and an arched loggia. */
function duneHouse(s, x, groundY, scale = 1, { lit = false } = {}) {
  s.shadow(x + 300 * scale, groundY + 8, 420 * scale, 24 * scale, 0.35);
  s.walls(x, groundY, 340 * scale, 260 * scale, { colour: '#E8D5B5', lit, windows: 2, roshan: true, door: false });
  s.roof('flat', x, groundY - 260 * scale, 340 * scale, 18 * scale, { colour: '#EBDABC' });
  s.walls(x + 340 * scale, groundY, 280 * scale, 170 * scale, { colour: '#DCC6A2', lit, windows: 2 });
  s.roof('flat', x + 340 * scale, groundY - 170 * scale, 280 * scale, 16 * scale, { colour: '#E2CDA8' });
  if (lit) {
    s.lantern(x + 360 * scale, groundY - 60 * scale, 16 * scale);
    s.lantern(x + 600 * scale, groundY - 60 * scale, 16 * scale);
  }
}

/** Reef Family Lodge: a long two-roofed lodge with a wide veranda, a hammock and beach toys. */
function familyLodge(s, x, groundY, scale = 1, { lit = false } = {}) {
  s.shadow(x + 380 * scale, groundY + 12, 520 * scale, 26 * scale, 0.35);
  s.deck(x - 40 * scale, groundY - 14 * scale, 800 * scale, 24 * scale, { rail: false });
  s.walls(x, groundY - 14 * scale, 340 * scale, 180 * scale, { colour: '#E9D9BE', lit, windows: 2 });
  s.roof('hip', x, groundY - 194 * scale, 340 * scale, 150 * scale, { colour: '#B08A5A', lit });
  s.walls(x + 380 * scale, groundY - 14 * scale, 340 * scale, 180 * scale, { colour: '#E4D2B4', lit, windows: 2 });
  s.roof('hip', x + 380 * scale, groundY - 194 * scale, 340 * scale, 150 * scale, { colour: '#A98357', lit });
  // Hammock slung between the two houses.
  s.add(
    `<path d="M${x + 340 * scale},${groundY - 120 * scale} Q${x + 360 * scale},${groundY - 40 * scale} ${x + 380 * scale},${groundY - 120 * scale}" stroke="#E07A5F" stroke-width="${8 * scale}" fill="none"/>`,
  );
  if (lit) s.stringLights(x, groundY - 200 * scale, x + 720 * scale, groundY - 200 * scale, 20, 18);
}

/** Moonlight Cabana: a canvas pavilion with tied-back drapes, a daybed and lanterns on the sand. */
function cabana(s, x, groundY, scale = 1, { lit = false } = {}) {
  const w = 360 * scale;
  const h = 230 * scale;
  s.shadow(x + w / 2, groundY + 8, w * 0.8, 20 * scale, 0.4);
  const post = mix('#8A6A48', s.m.shade, 0.35);
  const canvas = mix('#F4EDE1', s.m.glow, 0.12);
  const inside = lit
    ? s.radial(
        [
          [0, '#FFD9A0', 0.9],
          [1, mix('#C28F5A', s.m.shade, 0.4), 0.9],
        ],
        0.5,
        0.7,
        0.7,
      )
    : mix('#CDBFA8', s.m.shade, 0.3);
  s.add(
    `<rect x="${x}" y="${groundY - h}" width="${w}" height="${h}" fill="${typeof inside === 'string' && inside.startsWith('url') ? inside : inside}"/>`,
  );
  // Daybed.
  s.add(
    `<rect x="${x + 50 * scale}" y="${groundY - 60 * scale}" width="${w - 100 * scale}" height="${44 * scale}" rx="${8 * scale}" fill="${mix('#FBFAF7', s.m.shade, 0.15)}"/><rect x="${x + 70 * scale}" y="${groundY - 84 * scale}" width="${60 * scale}" height="${30 * scale}" rx="${10 * scale}" fill="#E07A5F" opacity="0.85"/><rect x="${x + w - 130 * scale}" y="${groundY - 84 * scale}" width="${60 * scale}" height="${30 * scale}" rx="${10 * scale}" fill="#1F7A80" opacity="0.85"/>`,
  );
  for (const px of [x, x + w])
    s.add(`<rect x="${px - 6 * scale}" y="${groundY - h - 20 * scale}" width="${12 * scale}" height="${h + 20 * scale}" fill="${post}"/>`);
  // Canopy and drapes gathered at each post.
  s.add(
    `<path d="M${x - 30 * scale},${groundY - h} L${x + w / 2},${groundY - h - 90 * scale} L${x + w + 30 * scale},${groundY - h} Z" fill="${s.linear(
      [
        [0, canvas],
        [1, mix(canvas, s.m.shade, 0.3)],
      ],
      'h',
    )}"/>`,
  );
  s.add(
    `<path d="M${x - 30 * scale},${groundY - h} Q${x + w / 2},${groundY - h + 40 * scale} ${x + w + 30 * scale},${groundY - h}" stroke="${canvas}" stroke-width="${10 * scale}" fill="none"/>`,
  );
  for (const [px, dir] of [
    [x, 1],
    [x + w, -1],
  ])
    s.add(
      `<path d="M${px},${groundY - h} Q${px + dir * 60 * scale},${groundY - h * 0.5} ${px + dir * 14 * scale},${groundY - h * 0.35} Q${px + dir * 30 * scale},${groundY - h * 0.15} ${px + dir * 8 * scale},${groundY}" stroke="${canvas}" stroke-width="${24 * scale}" fill="none" opacity="0.95"/>`,
    );
  if (lit) {
    s.lantern(x - 50 * scale, groundY - 10 * scale, 18 * scale);
    s.lantern(x + w + 50 * scale, groundY - 10 * scale, 18 * scale);
  }
}

/** A row of overwater huts on a jetty, shrinking into the distance ([x, waterline y, scale] each). */
export function hutRow(s, huts, { lit = true } = {}) {
  for (const [x, y, k] of huts) {
    const frag = s.group(() => {
      s.stilts(x - 20 * k, x + 360 * k, y - 50 * k, y, 5);
      s.deck(x - 30 * k, y - 60 * k, 400 * k, 12 * k, { rail: false });
      s.walls(x + 30 * k, y - 60 * k, 300 * k, 130 * k, { colour: '#D8C3A2', glass: true, lit });
      s.roof('hip', x, y - 190 * k, 360 * k, 130 * k, { colour: '#B9925F' });
    });
    s.mirror(frag, y, 0.25);
  }
}

/** The terrace view: planks running to a rail, two loungers or a daybed, and the sea beyond. */
function terraceView(s, { horizon = 470, sunX, sunY, moon = false, stars = 0, detail }) {
  seascape(s, { horizon, sunX, sunY, moon, stars, clouds: 4, land: { from: 0.05, to: 0.35, height: 26 } });
  const deckTop = 770;
  // Deck in strong perspective.
  const wood = '#A27A55';
  s.add(
    `<path d="M0,${deckTop} L${W},${deckTop} L${W},${H} L0,${H} Z" fill="${s.linear([
      [0, mix(wood, s.m.sun, 0.2 * s.m.light)],
      [1, mix(wood, s.m.shade, 0.5)],
    ])}"/>`,
  );
  const lines = [];
  for (let i = -12; i <= 12; i += 1)
    lines.push(
      `<line x1="${W / 2 + i * 70}" y1="${deckTop}" x2="${W / 2 + i * 260}" y2="${H}" stroke="${mix(wood, s.m.shade, 0.6)}" stroke-width="2" opacity="0.6"/>`,
    );
  s.add(`<g>${lines.join('')}</g>`);
  s.add(`<rect y="${deckTop}" width="${W}" height="${H - deckTop}" filter="url(#weave)" opacity="0.12"/>`);
  // Glass balustrade catching the light.
  s.add(
    `<rect y="${deckTop - 120}" width="${W}" height="120" fill="${s.m.haze}" opacity="0.12"/><line x1="0" y1="${deckTop - 120}" x2="${W}" y2="${deckTop - 120}" stroke="${mix('#6B4E2E', s.m.shade, 0.3)}" stroke-width="8"/>`,
  );
  detail(s, deckTop);
}

function frame(s, { side = 'left', colour = '#B08A5A', roof = true } = {}) {
  // A thatched eave across the top and a post at one side: the viewer stands under the hut's roof.
  if (roof) {
    s.add(
      `<path d="M0,0 L${W},0 L${W},70 Q${W / 2},120 0,80 Z" fill="${s.linear([
        [0, mix(colour, s.m.shade, 0.6)],
        [1, mix(colour, s.m.shade, 0.3)],
      ])}"/>`,
    );
    const streaks = [];
    for (let i = 0; i < 90; i += 1)
      streaks.push(
        `<line x1="${(i * W) / 90}" y1="0" x2="${(i * W) / 90 + 6}" y2="${80 + Math.sin(i) * 14}" stroke="${mix(colour, s.m.shade, 0.7)}" stroke-width="2" opacity="0.5"/>`,
      );
    s.add(`<g>${streaks.join('')}</g>`);
  }
  const px = side === 'left' ? 60 : W - 90;
  s.add(
    `<rect x="${px}" y="0" width="30" height="${H}" fill="${s.linear(
      [
        [0, mix('#6B4E2E', s.m.shade, 0.5)],
        [0.5, mix('#8A6A48', s.m.sun, 0.1)],
        [1, mix('#6B4E2E', s.m.shade, 0.6)],
      ],
      'h',
    )}"/>`,
  );
}

export const HUT_SCENES = {
  // 1 Lagoon Hut (small): turquoise shallows at midday, the same at blue hour, the jetty view.
  'huts/hut-1-a': () => {
    const s = new Scene({ seed: 11, mood: 'lagoon', title: 'Lagoon Hut over turquoise shallows' });
    seascape(s, { horizon: 430, sunX: 1300, sunY: 150, sunR: 36, clouds: 6, land: { from: 0.55, to: 1, height: 30 } });
    s.lagoonShallows(600, H);
    s.beach(
      [
        [1100, 1067],
        [1250, 900],
        [1450, 860],
        [1650, 870],
      ],
      H,
    );
    s.palm(1380, 900, 420, { lean: -0.2 });
    s.palm(1500, 890, 360, { lean: 0.12, depth: 0.15 });
    lagoonHut(s, 380, 720, 1.25);
    return s;
  },
  'huts/hut-1-b': () => {
    const s = new Scene({ seed: 12, mood: 'dusk', title: 'Lagoon Hut at blue hour' });
    seascape(s, { horizon: 500, sunX: 300, sunY: 520, sunR: 50, clouds: 6 });
    lagoonHut(s, 760, 760, 1.4, { lit: true });
    s.palm(160, 1067, 620, { lean: 0.22 });
    return s;
  },
  'huts/hut-1-c': () => {
    const s = new Scene({ seed: 13, mood: 'lagoon', title: 'From the Lagoon Hut deck' });
    terraceView(s, {
      horizon: 440,
      sunX: 1200,
      sunY: 170,
      detail: (t, deck) => {
        t.lounger(250, deck + 200, 3);
        t.lounger(800, deck + 230, 3, { towel: '#CFE8E2' });
        frame(t, { side: 'right', colour: '#C29A63' });
      },
    });
    return s;
  },
  // 2 Coral Villa (medium): golden hour by the plunge pool, lit at night, the pool terrace.
  'huts/hut-2-a': () => {
    const s = new Scene({ seed: 21, mood: 'golden', title: 'Coral Villa and its plunge pool at golden hour' });
    seascape(s, { horizon: 470, sunX: 1250, sunY: 360, sunR: 46, clouds: 7 });
    s.beach(
      [
        [-50, 640],
        [400, 600],
        [900, 620],
        [1700, 580],
      ],
      H,
    );
    coralVilla(s, 300, 720, 1.1);
    s.palm(1260, 760, 520, { lean: 0.18 });
    s.palm(1400, 740, 440, { lean: -0.1, depth: 0.2 });
    s.palm(140, 760, 480, { lean: -0.15 });
    return s;
  },
  'huts/hut-2-b': () => {
    const s = new Scene({ seed: 22, mood: 'night', title: 'Coral Villa under the moon' });
    seascape(s, { horizon: 480, sunX: 420, sunY: 170, sunR: 30, moon: true, stars: 220, clouds: 3 });
    s.beach(
      [
        [-50, 620],
        [600, 580],
        [1200, 600],
        [1700, 570],
      ],
      H,
    );
    coralVilla(s, 520, 760, 1.05, { lit: true });
    s.palm(330, 790, 560, { lean: -0.2 });
    s.lantern(1330, 860, 20);
    return s;
  },
  'huts/hut-2-c': () => {
    const s = new Scene({ seed: 23, mood: 'golden', title: 'The plunge-pool terrace of Coral Villa' });
    terraceView(s, {
      horizon: 460,
      sunX: 420,
      sunY: 330,
      detail: (t, deck) => {
        t.add(
          `<path d="M200,${deck + 40} L1400,${deck + 40} L1560,${H} L40,${H} Z" fill="${t.linear([
            [0, mix('#3FB0B0', t.m.shade, 0.25)],
            [1, '#8FD8CF'],
          ])}"/>`,
        );
        t.add(
          `<g opacity="0.45" filter="url(#blur2)">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${260 + i * 200},${deck + 90 + (i % 2) * 60} q60,-10 120,0" stroke="#FFFFFF" stroke-width="3" fill="none"/>`).join('')}</g>`,
        );
        t.add(`<rect x="200" y="${deck + 30}" width="1200" height="14" fill="${mix('#EFE6D6', t.m.shade, 0.1)}"/>`);
        frame(t, { side: 'left', colour: '#B48C5C' });
      },
    });
    return s;
  },
  // 3 Dune House (large): warm afternoon on the dunes, a lantern-lit evening, the courtyard view.
  'huts/hut-3-a': () => {
    const s = new Scene({ seed: 31, mood: 'golden', title: 'Dune House among the dunes' });
    s.sky(560);
    s.sun(1300, 300, 44);
    s.clouds(5, 150, 420);
    s.sea(560, 700, { sunX: 1300, bands: 20 });
    s.dunes(660, { count: 3, amplitude: 70 });
    duneHouse(s, 340, 830, 1.05);
    s.palm(1200, 860, 460, { lean: 0.15 });
    s.palm(200, 880, 380, { lean: -0.18 });
    return s;
  },
  'huts/hut-3-b': () => {
    const s = new Scene({ seed: 32, mood: 'dusk', title: 'Dune House with its lanterns lit' });
    s.sky(600);
    s.stars(80, 300);
    s.sun(300, 610, 60, { glow: 1.3 });
    s.clouds(5, 200, 520);
    s.dunes(650, { count: 3, amplitude: 60 });
    duneHouse(s, 620, 860, 1.1, { lit: true });
    s.palm(420, 900, 520, { lean: -0.1 });
    return s;
  },
  'huts/hut-3-c': () => {
    const s = new Scene({ seed: 33, mood: 'golden', title: 'From the Dune House loggia' });
    s.sky(600);
    s.sun(800, 420, 50);
    s.clouds(4, 150, 480);
    s.sea(600, 700, { sunX: 800, bands: 20 });
    s.dunes(690, { count: 2, amplitude: 50 });
    // Three pointed arches in the house's stone wall frame the view.
    const stone = mix('#E2CBA6', s.m.shade, 0.15);
    let d = `M0,0 L${W},0 L${W},${H} L0,${H} Z`;
    for (const x of [180, 620, 1060]) d += ` M${x},${H - 120} L${x},420 Q${x + 180},200 ${x + 360},420 L${x + 360},${H - 120} Z`;
    s.add(
      `<path d="${d}" fill-rule="evenodd" fill="${s.linear(
        [
          [0, mix(stone, s.m.sun, 0.2)],
          [1, mix(stone, s.m.shade, 0.4)],
        ],
        'h',
      )}"/>`,
    );
    s.add(`<path d="${d}" fill-rule="evenodd" filter="url(#weave)" opacity="0.12"/>`);
    s.add(`<rect y="${H - 120}" width="${W}" height="120" fill="${mix('#C9AE86', s.m.shade, 0.3)}"/>`);
    s.lantern(620 - 40, 500, 20, { hanging: true });
    s.lantern(1060 - 40, 500, 20, { hanging: true });
    return s;
  },
  // 4 Sunset Overwater Suite (medium): over the sea at sunset, at night, the ladder into the sea.
  'huts/hut-4-a': () => {
    const s = new Scene({ seed: 41, mood: 'dusk', title: 'Sunset Overwater Suite at sunset' });
    seascape(s, { horizon: 520, sunX: 1180, sunY: 470, sunR: 56, clouds: 8, land: { from: 0, to: 0.3, height: 30 } });
    overwater(s, 260, 770, 1.2, { lit: true });
    return s;
  },
  'huts/hut-4-b': () => {
    const s = new Scene({ seed: 42, mood: 'night', title: 'Overwater suites under the stars' });
    seascape(s, { horizon: 540, sunX: 1250, sunY: 180, sunR: 32, moon: true, stars: 260, clouds: 2 });
    overwater(s, 120, 660, 0.6, { lit: true });
    overwater(s, 620, 780, 1.0, { lit: true });
    return s;
  },
  'huts/hut-4-c': () => {
    const s = new Scene({ seed: 43, mood: 'dusk', title: 'From the Overwater Suite deck' });
    terraceView(s, {
      horizon: 480,
      sunX: 820,
      sunY: 440,
      detail: (t, deck) => {
        t.lounger(220, deck + 230, 3.2, { towel: '#F2C7B5' });
        t.lantern(1250, deck + 60, 26);
        t.lantern(1380, deck + 90, 20);
        frame(t, { side: 'left', colour: '#B9925F' });
      },
    });
    return s;
  },
  // 5 Reef Family Lodge (large): bright morning on the family beach, evening lights, the veranda.
  'huts/hut-5-a': () => {
    const s = new Scene({ seed: 51, mood: 'day', title: 'Reef Family Lodge on the family beach' });
    seascape(s, { horizon: 450, sunX: 260, sunY: 140, sunR: 34, clouds: 7, land: { from: 0.6, to: 1, height: 34 } });
    s.beach(
      [
        [-50, 600],
        [500, 560],
        [1100, 580],
        [1700, 540],
      ],
      H,
    );
    familyLodge(s, 300, 760, 1.15);
    s.parasol(1320, 930, 1, '#E07A5F');
    s.palm(140, 800, 520, { lean: 0.16 });
    s.palm(1480, 760, 500, { lean: -0.14 });
    return s;
  },
  'huts/hut-5-b': () => {
    const s = new Scene({ seed: 52, mood: 'dusk', title: 'Reef Family Lodge in the evening' });
    seascape(s, { horizon: 470, sunX: 1300, sunY: 470, sunR: 50, clouds: 6 });
    s.beach(
      [
        [-50, 590],
        [700, 560],
        [1700, 580],
      ],
      H,
    );
    familyLodge(s, 430, 780, 1.05, { lit: true });
    s.palm(260, 800, 540, { lean: -0.12 });
    s.palm(1420, 820, 470, { lean: 0.1 });
    return s;
  },
  'huts/hut-5-c': () => {
    const s = new Scene({ seed: 53, mood: 'day', title: 'From the Reef Family Lodge veranda' });
    terraceView(s, {
      horizon: 440,
      sunX: 1350,
      sunY: 140,
      detail: (t, deck) => {
        t.lounger(160, deck + 210, 2.6, { towel: '#CFE8E2' });
        t.lounger(620, deck + 250, 2.6, { towel: '#F2C7B5' });
        t.parasol(1150, deck + 200, 1.3, '#E07A5F');
        frame(t, { side: 'right', colour: '#A98357' });
      },
    });
    return s;
  },
  // 6 Moonlight Cabana (small): under the full moon, at dawn, the daybed view.
  'huts/hut-6-a': () => {
    const s = new Scene({ seed: 61, mood: 'night', title: 'Moonlight Cabana under the full moon' });
    seascape(s, { horizon: 500, sunX: 1150, sunY: 210, sunR: 40, moon: true, stars: 260, clouds: 3 });
    s.beach(
      [
        [-50, 660],
        [700, 620],
        [1700, 650],
      ],
      H,
    );
    cabana(s, 420, 880, 1.3, { lit: true });
    s.palm(180, 900, 600, { lean: 0.2 });
    return s;
  },
  'huts/hut-6-b': () => {
    const s = new Scene({ seed: 62, mood: 'dawn', title: 'Moonlight Cabana at dawn' });
    seascape(s, { horizon: 500, sunX: 400, sunY: 470, sunR: 44, clouds: 8 });
    s.beach(
      [
        [-50, 640],
        [800, 610],
        [1700, 630],
      ],
      H,
    );
    cabana(s, 900, 860, 1.1);
    s.palm(1450, 880, 560, { lean: -0.18 });
    s.palm(260, 900, 440, { lean: 0.1, depth: 0.3 });
    return s;
  },
  'huts/hut-6-c': () => {
    const s = new Scene({ seed: 63, mood: 'night', title: 'From the Moonlight Cabana daybed' });
    seascape(s, { horizon: 520, sunX: 800, sunY: 230, sunR: 44, moon: true, stars: 260, clouds: 2 });
    s.beach(
      [
        [-50, 760],
        [800, 740],
        [1700, 770],
      ],
      H,
    );
    // Drapes at both sides and the daybed's edge in the foreground.
    const canvas = mix('#F4EDE1', s.m.shade, 0.35);
    for (const [x, dir] of [
      [0, 1],
      [W, -1],
    ])
      s.add(
        `<path d="M${x},0 L${x + dir * 260},0 Q${x + dir * 120},${H * 0.5} ${x + dir * 200},${H} L${x},${H} Z" fill="${s.linear(
          [
            [0, canvas],
            [1, mix(canvas, s.m.shade, 0.5)],
          ],
          'h',
        )}"/>`,
      );
    s.add(
      `<rect x="0" y="${H - 150}" width="${W}" height="150" rx="30" fill="${s.linear([
        [0, mix('#FBFAF7', s.m.shade, 0.35)],
        [1, mix('#FBFAF7', s.m.shade, 0.6)],
      ])}"/>`,
    );
    s.add(
      `<rect x="380" y="${H - 210}" width="220" height="90" rx="30" fill="${mix('#E07A5F', s.m.shade, 0.3)}"/><rect x="1000" y="${H - 200}" width="220" height="80" rx="30" fill="${mix('#1F7A80', s.m.shade, 0.2)}"/>`,
    );
    s.lantern(720, H - 180, 26);
    return s;
  },
};
