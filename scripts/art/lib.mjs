// Layered vector scenes for Ken Resort's own art: sky, light, sea, sand, palms and the resort's buildings.
// Every function returns an SVG fragment; `defs` collects gradients and filters. Deterministic: a scene
// draws the same every run (seeded random), so regenerating never changes a picture by accident.

export const W = 1600;
export const H = 1067;

/** A small seeded random generator (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Math.round(n * 10) / 10;

/** Light and colour of a time of day, in the sea-and-sand palette of docs/design.md. */
export const MOODS = {
  dawn: {
    sky: ['#8FB6C6', '#C9D6D2', '#F2DCCB', '#F7E6D4'],
    sun: '#FFF1DC',
    glow: '#FFE2C4',
    sea: ['#6FA9B0', '#3F8C92', '#1F6E78'],
    haze: '#E8D9CB',
    land: '#A9B7B2',
    sand: ['#EFE3D0', '#D9C6A8'],
    shade: '#5B6E74',
    light: 0.9,
  },
  day: {
    sky: ['#5E9DB6', '#94C3CF', '#D6E7E4', '#F4EDE1'],
    sun: '#FFFBEF',
    glow: '#FFF6DA',
    sea: ['#7CC6BF', '#2F9497', '#1F7A80'],
    haze: '#DCEBE6',
    land: '#9DB9B4',
    sand: ['#F4EDE1', '#E2D2B6'],
    shade: '#4F6B70',
    light: 1,
  },
  golden: {
    sky: ['#3A6479', '#8FA3A6', '#E9BE8F', '#F7D8AA'],
    sun: '#FFF0C9',
    glow: '#FFD49A',
    sea: ['#5E8E93', '#2C6472', '#173F52'],
    haze: '#EBC9A0',
    land: '#8B8F86',
    sand: ['#EFD9B8', '#CFAE85'],
    shade: '#3D4A55',
    light: 0.85,
  },
  dusk: {
    sky: ['#0B2A3C', '#3D4E6A', '#B86F66', '#E9A07C'],
    sun: '#FFD9B0',
    glow: '#E07A5F',
    sea: ['#4C5D70', '#1E3C52', '#0B2A3C'],
    haze: '#B9807A',
    land: '#3B4A5E',
    sand: ['#C9A88E', '#8F7666'],
    shade: '#1B2633',
    light: 0.6,
  },
  night: {
    sky: ['#040F1A', '#0B2A3C', '#17405A', '#24536B'],
    sun: '#F5F1E4',
    glow: '#9FC2D4',
    sea: ['#1A4760', '#0D2C40', '#06182A'],
    haze: '#2B5770',
    land: '#0E2536',
    sand: ['#5D6A73', '#3A4650'],
    shade: '#02080F',
    light: 0.35,
  },
  lagoon: {
    sky: ['#4F97B2', '#8CC3D0', '#D2EAE6', '#F4EDE1'],
    sun: '#FFFBEF',
    glow: '#FFF6DA',
    sea: ['#9BDDD2', '#46B3AE', '#1F8A8F'],
    haze: '#DCEFEA',
    land: '#A3C2BA',
    sand: ['#F6EFE2', '#E6D6BA'],
    shade: '#4F6B70',
    light: 1,
  },
};

export class Scene {
  constructor({ width = W, height = H, seed = 1, mood = 'day', title = '' }) {
    this.width = width;
    this.height = height;
    this.r = rng(seed);
    this.m = typeof mood === 'string' ? MOODS[mood] : mood;
    this.moodName = typeof mood === 'string' ? mood : 'custom';
    this.title = title;
    this.defs = [];
    this.layers = [];
    this.n = 0;
    this.defs.push(
      `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`,
      `<filter id="blur2" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2"/></filter>`,
      `<filter id="blur12" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>`,
      `<filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>`,
      `<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="8" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      // Paper-like texture: low-frequency noise, very faint, so gradients do not band and surfaces feel made.
      `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.9 -0.3"/></filter>`,
      `<filter id="weave" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.25" numOctaves="2" seed="${seed + 3}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.1 -0.55"/></filter>`,
    );
  }

  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** A gradient from [offset, colour, opacity?] stops; `dir` 'v' (top→bottom), 'h', or [x1,y1,x2,y2]. */
  linear(stops, dir = 'v') {
    const id = this.id('l');
    const [x1, y1, x2, y2] = dir === 'v' ? [0, 0, 0, 1] : dir === 'h' ? [0, 0, 1, 0] : dir;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(svg) {
    this.layers.push(svg);
    return this;
  }

  toSVG() {
    const { width, height } = this;
    const finish = [
      // Faint texture and a soft vignette: depth at the edges, air in the middle.
      `<rect width="${width}" height="${height}" filter="url(#grain)" opacity="0.05"/>`,
      `<rect width="${width}" height="${height}" fill="${this.radial(
        [
          [0.55, '#000', 0],
          [1, '#061521', 0.28],
        ],
        0.5,
        0.45,
        0.75,
      )}"/>`,
    ];
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${this.title}</title><defs>${this.defs.join('')}</defs>${this.layers.join('')}${finish.join('')}</svg>`;
  }

  // ---------- sky and light ----------

  sky(horizon) {
    const [a, b, c, d] = this.m.sky;
    this.add(
      `<rect width="${this.width}" height="${f(horizon + 4)}" fill="${this.linear([
        [0, a],
        [0.45, b],
        [0.82, c],
        [1, d],
      ])}"/>`,
    );
    return this;
  }

  /** Sun or moon with a wide glow; `moon` adds a soft crater tone instead of heat. */
  sun(x, y, radius, { moon = false, glow = 1 } = {}) {
    const { sun, glow: g } = this.m;
    this.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius * 9)}" fill="${this.radial([
        [0, g, 0.55 * glow],
        [0.35, g, 0.18 * glow],
        [1, g, 0],
      ])}"/>`,
    );
    this.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius * 2.2)}" fill="${this.radial([
        [0, sun, 0.7],
        [1, sun, 0],
      ])}"/>`,
    );
    this.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${sun}" filter="url(#blur2)"/>`);
    if (moon) {
      this.add(
        `<circle cx="${f(x - radius * 0.3)}" cy="${f(y - radius * 0.2)}" r="${f(radius * 0.28)}" fill="#D9D6CC" opacity="0.5" filter="url(#blur2)"/>`,
      );
      this.add(
        `<circle cx="${f(x + radius * 0.35)}" cy="${f(y + radius * 0.3)}" r="${f(radius * 0.18)}" fill="#D9D6CC" opacity="0.45" filter="url(#blur2)"/>`,
      );
    }
    return this;
  }

  stars(count, maxY) {
    const parts = [];
    for (let i = 0; i < count; i += 1) {
      const x = this.r() * this.width;
      const y = Math.pow(this.r(), 1.4) * maxY;
      const size = this.r() < 0.06 ? 2.4 : 0.6 + this.r() * 1.2;
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="#F7F3E6" opacity="${f(0.35 + this.r() * 0.6)}"/>`);
    }
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** Long soft clouds lit from below in the mood's glow. */
  clouds(count, top, bottom, { tint } = {}) {
    const parts = [];
    const colour = tint ?? this.m.haze;
    for (let i = 0; i < count; i += 1) {
      const x = this.r() * this.width;
      const y = top + this.r() * (bottom - top);
      const w = 160 + this.r() * 380;
      const h = 10 + this.r() * 22;
      parts.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w)}" ry="${f(h)}" fill="${colour}" opacity="${f(0.25 + this.r() * 0.35)}"/>`);
      parts.push(
        `<ellipse cx="${f(x + w * 0.2)}" cy="${f(y + h * 0.5)}" rx="${f(w * 0.6)}" ry="${f(h * 0.5)}" fill="${this.m.glow}" opacity="${f(0.18 + this.r() * 0.2)}"/>`,
      );
    }
    this.add(`<g filter="url(#blur12)">${parts.join('')}</g>`);
    return this;
  }

  /** Distant headland or dunes at the horizon, paler with distance (atmospheric perspective). */
  distantLand(horizon, { from = 0, to = 0.4, height = 40, layers = 2 } = {}) {
    for (let layer = 0; layer < layers; layer += 1) {
      const x0 = this.width * from;
      const x1 = this.width * to;
      const h = height * (1 - layer * 0.35);
      let d = `M${f(x0 - 40)},${f(horizon + 2)}`;
      const steps = 7;
      for (let i = 0; i <= steps; i += 1) {
        const x = x0 + ((x1 - x0) * i) / steps;
        const y = horizon - h * (0.35 + 0.65 * Math.sin((Math.PI * i) / steps)) * (0.7 + this.r() * 0.4);
        d += ` Q${f(x - (x1 - x0) / steps / 2)},${f(y - 6)} ${f(x)},${f(y)}`;
      }
      d += ` L${f(x1 + 60)},${f(horizon + 2)} Z`;
      const colour = layer === 0 ? this.m.land : this.m.haze;
      this.add(`<path d="${d}" fill="${colour}" opacity="${layer === 0 ? 0.55 : 0.7}" filter="url(#blur2)"/>`);
    }
    return this;
  }

  // ---------- water ----------

  /** Open sea from the horizon down: deepening colour, light bands closer together far away. */
  sea(horizon, bottom = this.height, { sunX = this.width * 0.7, reflection = 1, bands = 46 } = {}) {
    const [near, mid, far] = this.m.sea;
    this.add(
      `<rect y="${f(horizon)}" width="${this.width}" height="${f(bottom - horizon)}" fill="${this.linear([
        [0, this.m.haze],
        [0.04, far],
        [0.45, mid],
        [1, near],
      ])}"/>`,
    );
    // A hazy band at the horizon where sea meets sky.
    this.add(`<rect y="${f(horizon - 3)}" width="${this.width}" height="8" fill="${this.m.haze}" opacity="0.6" filter="url(#blur2)"/>`);
    const lines = [];
    for (let i = 0; i < bands; i += 1) {
      const t = Math.pow(i / bands, 1.8);
      const y = horizon + 4 + t * (bottom - horizon);
      const length = 40 + this.r() * (120 + t * 420);
      const x = this.r() * this.width;
      const thickness = 0.8 + t * 3.5;
      const light = this.r() < 0.5 ? this.m.sun : this.m.haze;
      lines.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(length)}" height="${f(thickness)}" rx="${f(thickness / 2)}" fill="${light}" opacity="${f(0.1 + this.r() * 0.22)}"/>`,
      );
    }
    this.add(`<g filter="url(#blur2)">${lines.join('')}</g>`);
    if (reflection > 0) this.reflection(sunX, horizon, bottom, reflection);
    return this;
  }

  /** The sun's (or moon's) path on the water: broken strokes, widening towards the viewer. */
  reflection(x, horizon, bottom, strength = 1) {
    const strokes = [];
    for (let i = 0; i < 70; i += 1) {
      const t = i / 70;
      const y = horizon + 3 + Math.pow(t, 1.5) * (bottom - horizon) * 0.9;
      const spread = 14 + t * 150;
      const cx = x + (this.r() - 0.5) * spread * 1.6;
      const w = 6 + this.r() * spread * 0.9;
      strokes.push(
        `<rect x="${f(cx - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(1 + t * 4)}" rx="2" fill="${this.m.sun}" opacity="${f((0.25 + this.r() * 0.55) * strength * (1 - t * 0.5))}"/>`,
      );
    }
    this.add(
      `<ellipse cx="${f(x)}" cy="${f(horizon + 30)}" rx="180" ry="40" fill="${this.m.glow}" opacity="${f(0.3 * strength)}" filter="url(#blur30)"/>`,
    );
    this.add(`<g filter="url(#blur2)">${strokes.join('')}</g>`);
    return this;
  }

  /** Shallow lagoon over sand: turquoise, with caustic light and a darker reef patch. */
  lagoonShallows(top, bottom, { reef = true } = {}) {
    this.add(
      `<rect y="${f(top)}" width="${this.width}" height="${f(bottom - top)}" fill="${this.linear([
        [0, '#2F9C9E', 0.0],
        [0.25, '#5BC2BA', 0.55],
        [1, '#A9E3D6', 0.75],
      ])}"/>`,
    );
    if (reef) {
      for (let i = 0; i < 5; i += 1) {
        const x = this.r() * this.width;
        const y = top + (0.15 + this.r() * 0.4) * (bottom - top);
        this.add(
          `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(80 + this.r() * 160)}" ry="${f(8 + this.r() * 14)}" fill="#1C6470" opacity="0.35" filter="url(#blur12)"/>`,
        );
      }
    }
    const caustics = [];
    for (let i = 0; i < 60; i += 1) {
      const t = this.r();
      const y = top + t * (bottom - top);
      const x = this.r() * this.width;
      const w = 20 + t * 90;
      caustics.push(
        `<path d="M${f(x)},${f(y)} q${f(w / 2)},${f(-3 - t * 5)} ${f(w)},0" stroke="#F4FFF9" stroke-width="${f(0.8 + t * 2)}" fill="none" opacity="${f(0.12 + this.r() * 0.2)}"/>`,
      );
    }
    this.add(`<g filter="url(#blur2)">${caustics.join('')}</g>`);
    return this;
  }

  // ---------- land ----------

  /** A beach rising from the water: wet sand, a foam line, dry sand with soft dune shading. */
  beach(points, bottom = this.height, { foam = true } = {}) {
    const [light, deep] = this.m.sand;
    const edge = points.map(([x, y], i) => (i === 0 ? `M${f(x)},${f(y)}` : `L${f(x)},${f(y)}`)).join(' ');
    const smooth = smoothPath(points);
    const close = ` L${f(points[points.length - 1][0])},${f(bottom)} L${f(points[0][0])},${f(bottom)} Z`;
    this.add(
      `<path d="${smooth}${close}" fill="${this.linear([
        [0, light],
        [1, deep],
      ])}"/>`,
    );
    // Wet sand is darker and glossy right at the edge.
    this.add(`<path d="${smooth}" stroke="${deep}" stroke-width="26" fill="none" opacity="0.45" filter="url(#blur12)"/>`);
    if (foam) this.add(`<path d="${smooth}" stroke="#FBFAF7" stroke-width="3" fill="none" opacity="0.75" filter="url(#blur2)"/>`);
    this.add(`<path d="${smooth}${close}" filter="url(#grain)" opacity="0.18"/>`);
    void edge;
    return this;
  }

  /** Rolling dunes in two or three tones with a lit crest. */
  dunes(baseY, { count = 3, amplitude = 60, tone = 0 } = {}) {
    const [light, deep] = this.m.sand;
    for (let i = 0; i < count; i += 1) {
      const y = baseY + i * (amplitude * 0.7);
      const pts = [];
      for (let x = -100; x <= this.width + 100; x += 200) pts.push([x, y - amplitude * (0.3 + this.r() * 0.7) * (1 - i * 0.25)]);
      const path = `${smoothPath(pts)} L${this.width + 100},${this.height} L-100,${this.height} Z`;
      const shade = i === 0 ? this.m.haze : light;
      this.add(
        `<path d="${path}" fill="${this.linear([
          [0, shade],
          [1, deep],
        ])}" opacity="${f(0.85 + tone)}"/>`,
      );
      this.add(`<path d="${smoothPath(pts)}" stroke="${this.m.sun}" stroke-width="3" fill="none" opacity="0.35" filter="url(#blur2)"/>`);
    }
    return this;
  }

  // ---------- plants ----------

  /**
   * A date or coconut palm: a leaning, tapering trunk with ring marks and a crown of arching fronds,
   * with a soft shadow on the sand. `depth` 0 (near, dark, crisp) to 1 (far, hazy).
   */
  palm(x, y, height, { lean = 0.15, depth = 0, shadow = true, fronds = 11 } = {}) {
    const trunkColour = mix(this.m.shade, this.m.haze, depth * 0.7);
    // Leaves darken with the light (a night palm is nearly a silhouette) and pale with distance.
    const dim = (1 - this.m.light) * 0.85;
    const leafColour = mix(mix(mix('#2E5A4E', this.m.shade, 0.35), this.m.shade, dim), this.m.haze, depth * 0.7);
    const leafLight = mix(mix('#6E8F6A', this.m.sun, 0.15), this.m.shade, dim);
    const topX = x + height * lean;
    const topY = y - height;
    const cx = x + height * lean * 0.2;
    const cy = y - height * 0.55;
    const parts = [];
    if (shadow)
      parts.push(
        `<ellipse cx="${f(x + height * 0.35)}" cy="${f(y + 6)}" rx="${f(height * 0.45)}" ry="${f(height * 0.05)}" fill="${this.m.shade}" opacity="0.25" filter="url(#blur12)"/>`,
      );
    const w0 = height * 0.045;
    const w1 = height * 0.022;
    parts.push(
      `<path d="M${f(x - w0)},${f(y)} Q${f(cx - w0)},${f(cy)} ${f(topX - w1)},${f(topY)} L${f(topX + w1)},${f(topY)} Q${f(cx + w0)},${f(cy)} ${f(x + w0)},${f(y)} Z" fill="${this.linear(
        [
          [0, trunkColour],
          [0.6, mix(trunkColour, this.m.sun, 0.25)],
          [1, trunkColour],
        ],
        'h',
      )}"/>`,
    );
    for (let i = 1; i < 14; i += 1) {
      const t = i / 14;
      const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * topX;
      const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * topY;
      const w = w0 + (w1 - w0) * t;
      parts.push(
        `<path d="M${f(px - w)},${f(py)} q${f(w)},${f(2)} ${f(w * 2)},0" stroke="${this.m.shade}" stroke-width="1.4" fill="none" opacity="0.45"/>`,
      );
    }
    for (let i = 0; i < fronds; i += 1) {
      const angle = -Math.PI + (Math.PI * 2 * i) / fronds + (this.r() - 0.5) * 0.4;
      const length = height * (0.42 + this.r() * 0.18);
      const droop = 0.55 + this.r() * 0.35;
      const ex = topX + Math.cos(angle) * length;
      const ey = topY + Math.sin(angle) * length * 0.35 + length * droop * 0.6;
      const mx = topX + Math.cos(angle) * length * 0.55;
      const my = topY + Math.sin(angle) * length * 0.35 - length * 0.18;
      const width = length * 0.12;
      const nx = -Math.sin(angle) * width;
      const ny = Math.cos(angle) * width * 0.5;
      const colour = i % 3 === 0 ? leafLight : leafColour;
      parts.push(
        `<path d="M${f(topX)},${f(topY)} Q${f(mx + nx)},${f(my + ny - width)} ${f(ex)},${f(ey)} Q${f(mx - nx)},${f(my - ny + width * 0.2)} ${f(topX)},${f(topY)} Z" fill="${mix(colour, this.m.haze, depth * 0.6)}" opacity="0.96"/>`,
      );
      // Leaflets: fine strokes along the frond give it texture.
      for (let k = 1; k < 9; k += 1) {
        const t = k / 9;
        const px = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * mx + t * t * ex;
        const py = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * my + t * t * ey;
        const l = width * 1.6 * (1 - t * 0.6);
        parts.push(
          `<path d="M${f(px)},${f(py)} l${f(-nx * 0.3 - l * 0.3)},${f(l)}" stroke="${mix(leafColour, this.m.haze, depth * 0.6)}" stroke-width="2" opacity="0.8"/>`,
        );
      }
    }
    parts.push(`<circle cx="${f(topX)}" cy="${f(topY + 4)}" r="${f(height * 0.03)}" fill="${mix('#5A4632', this.m.shade, 0.4)}"/>`);
    this.add(`<g${depth > 0.4 ? ' filter="url(#blur2)"' : ''}>${parts.join('')}</g>`);
    return this;
  }

  /** Low mangrove or shrub masses along a shore. */
  shrubs(x0, x1, y, { height = 40, depth = 0.3 } = {}) {
    const parts = [];
    for (let x = x0; x < x1; x += 18 + this.r() * 26) {
      const r = height * (0.4 + this.r() * 0.6);
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y - r * 0.4)}" rx="${f(r * 1.2)}" ry="${f(r * 0.7)}" fill="${mix(mix('#35594A', this.m.shade, 0.3), this.m.haze, depth)}"/>`,
      );
    }
    this.add(`<g filter="url(#blur2)">${parts.join('')}</g>`);
    return this;
  }

  // ---------- built things ----------

  /** Soft contact shadow under anything standing on sand or deck. */
  shadow(cx, cy, rx, ry, opacity = 0.3) {
    this.add(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${this.m.shade}" opacity="${opacity}" filter="url(#blur12)"/>`,
    );
    return this;
  }

  /** Glowing lantern (a small brass frame with warm light and a halo). */
  lantern(x, y, size = 18, { hanging = false } = {}) {
    const warm = '#FFC97A';
    const parts = [];
    parts.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 3.2)}" fill="${this.radial([
        [0, warm, 0.55],
        [1, warm, 0],
      ])}"/>`,
    );
    if (hanging)
      parts.push(`<line x1="${f(x)}" y1="${f(y - size * 3)}" x2="${f(x)}" y2="${f(y - size * 0.7)}" stroke="#3A2E24" stroke-width="1.5"/>`);
    parts.push(
      `<path d="M${f(x - size * 0.45)},${f(y - size * 0.55)} L${f(x + size * 0.45)},${f(y - size * 0.55)} L${f(x + size * 0.38)},${f(y + size * 0.6)} L${f(x - size * 0.38)},${f(y + size * 0.6)} Z" fill="#FFE3A8" stroke="#6B4E2E" stroke-width="2"/>`,
    );
    parts.push(
      `<path d="M${f(x - size * 0.55)},${f(y - size * 0.55)} L${f(x)},${f(y - size)} L${f(x + size * 0.55)},${f(y - size * 0.55)} Z" fill="#6B4E2E"/>`,
    );
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y + size * 0.05)}" rx="${f(size * 0.16)}" ry="${f(size * 0.26)}" fill="#FFFFFF" opacity="0.9" filter="url(#blur2)"/>`,
    );
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** A roof: 'hip' (thatched pyramid), 'cone' (round hut), 'gable' or 'flat' (Hijazi parapet). */
  roof(kind, x, y, w, h, { colour = '#B08A5A', lit = false } = {}) {
    const dark = mix(colour, this.m.shade, 0.5);
    const lightSide = mix(colour, this.m.sun, 0.25 * this.m.light);
    const overhang = w * 0.12;
    const parts = [];
    if (kind === 'flat') {
      parts.push(`<rect x="${f(x - 6)}" y="${f(y - h)}" width="${f(w + 12)}" height="${f(h)}" fill="${lightSide}"/>`);
      for (let i = 0; i < 7; i += 1) {
        const px = x + (w / 7) * i + w / 14 - 8;
        parts.push(`<rect x="${f(px)}" y="${f(y - h - 12)}" width="16" height="14" rx="3" fill="${lightSide}"/>`);
      }
      parts.push(`<rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="6" fill="${dark}" opacity="0.5"/>`);
    } else if (kind === 'cone') {
      const cx = x + w / 2;
      parts.push(
        `<path d="M${f(x - overhang)},${f(y)} Q${f(cx)},${f(y + h * 0.12)} ${f(x + w + overhang)},${f(y)} L${f(cx)},${f(y - h)} Z" fill="${this.linear(
          [
            [0, lightSide],
            [0.55, colour],
            [1, dark],
          ],
          'h',
        )}"/>`,
      );
    } else if (kind === 'gable') {
      const cx = x + w / 2;
      parts.push(
        `<path d="M${f(x - overhang)},${f(y)} L${f(cx)},${f(y - h)} L${f(x + w + overhang)},${f(y)} Z" fill="${this.linear(
          [
            [0, lightSide],
            [1, dark],
          ],
          'h',
        )}"/>`,
      );
    } else {
      // Hip: a trapezoid front face and a darker side plane.
      parts.push(
        `<path d="M${f(x - overhang)},${f(y)} L${f(x + w * 0.28)},${f(y - h)} L${f(x + w * 0.72)},${f(y - h)} L${f(x + w + overhang)},${f(y)} Z" fill="${this.linear(
          [
            [0, lightSide],
            [0.5, colour],
            [1, dark],
          ],
          'h',
        )}"/>`,
      );
    }
    // Thatch texture: fine streaks following the slope, and a shaded eave.
    if (kind !== 'flat') {
      const apexX = x + w / 2;
      for (let i = 0; i <= 26; i += 1) {
        const bx = x - overhang + ((w + overhang * 2) * i) / 26;
        parts.push(
          `<line x1="${f(bx)}" y1="${f(y)}" x2="${f(apexX + (bx - apexX) * 0.35)}" y2="${f(y - h * 0.62)}" stroke="${dark}" stroke-width="1.2" opacity="0.35"/>`,
        );
      }
      parts.push(`<path d="M${f(x - overhang)},${f(y)} L${f(x + w + overhang)},${f(y)}" stroke="${dark}" stroke-width="5" opacity="0.8"/>`);
    }
    this.add(`<g>${parts.join('')}</g>`);
    if (lit) this.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="18" fill="#FFC97A" opacity="0.18" filter="url(#blur12)"/>`);
    return this;
  }

  /** Walls with windows (glowing when `lit`), a door, and optional wooden roshan screens. */
  walls(x, y, w, h, { colour = '#E9DCC6', lit = false, windows = 2, roshan = false, door = true, glass = false } = {}) {
    const parts = [];
    const shadeSide = mix(colour, this.m.shade, 0.35);
    parts.push(
      `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${this.linear(
        [
          [0, mix(colour, this.m.sun, 0.15 * this.m.light)],
          [1, shadeSide],
        ],
        'h',
      )}"/>`,
    );
    parts.push(`<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h * 0.14)}" fill="${this.m.shade}" opacity="0.28"/>`);
    const paneFill = lit
      ? this.linear([
          [0, '#FFE2A6'],
          [1, '#F4A85E'],
        ])
      : this.linear([
          [0, mix('#A9CFD3', this.m.sky[2], 0.4)],
          [1, mix('#2D5566', this.m.shade, 0.4)],
        ]);
    if (glass) {
      parts.push(`<rect x="${f(x + w * 0.08)}" y="${f(y - h * 0.8)}" width="${f(w * 0.84)}" height="${f(h * 0.8)}" fill="${paneFill}"/>`);
      for (let i = 1; i < 4; i += 1)
        parts.push(
          `<rect x="${f(x + w * 0.08 + (w * 0.84 * i) / 4 - 2)}" y="${f(y - h * 0.8)}" width="4" height="${f(h * 0.8)}" fill="${mix('#5A4632', this.m.shade, 0.3)}"/>`,
        );
      if (!lit)
        parts.push(
          `<path d="M${f(x + w * 0.12)},${f(y - h * 0.78)} l${f(w * 0.2)},0 l${f(-w * 0.1)},${f(h * 0.5)} l${f(-w * 0.1)},0 Z" fill="#FFFFFF" opacity="0.18"/>`,
        );
    } else {
      const ww = Math.min((w * 0.55) / Math.max(windows, 1), h * 0.34);
      for (let i = 0; i < windows; i += 1) {
        const wx = x + (w / (windows + (door ? 1 : 0))) * (i + 0.5) - ww / 2 + (door ? w * 0.1 : 0);
        const wy = y - h * 0.72;
        if (roshan) {
          parts.push(`<rect x="${f(wx - 6)}" y="${f(wy - 10)}" width="${f(ww + 12)}" height="${f(h * 0.5)}" rx="3" fill="#7A5432"/>`);
          for (let k = 0; k < 6; k += 1)
            parts.push(
              `<line x1="${f(wx)}" y1="${f(wy - 4 + k * (h * 0.075))}" x2="${f(wx + ww)}" y2="${f(wy - 4 + k * (h * 0.075))}" stroke="${lit ? '#FFD08A' : '#4A321E'}" stroke-width="3" opacity="0.9"/>`,
            );
        } else {
          parts.push(
            `<path d="M${f(wx)},${f(wy + h * 0.4)} L${f(wx)},${f(wy + ww * 0.4)} Q${f(wx + ww / 2)},${f(wy - ww * 0.2)} ${f(wx + ww)},${f(wy + ww * 0.4)} L${f(wx + ww)},${f(wy + h * 0.4)} Z" fill="${paneFill}" stroke="${mix('#5A4632', this.m.shade, 0.3)}" stroke-width="3"/>`,
          );
        }
        if (lit)
          parts.push(
            `<ellipse cx="${f(wx + ww / 2)}" cy="${f(wy + h * 0.2)}" rx="${f(ww)}" ry="${f(h * 0.4)}" fill="#FFC97A" opacity="0.35" filter="url(#blur12)"/>`,
          );
      }
      if (door) {
        const dw = w * 0.16;
        const dx = x + w * 0.06;
        parts.push(
          `<path d="M${f(dx)},${f(y)} L${f(dx)},${f(y - h * 0.62)} Q${f(dx + dw / 2)},${f(y - h * 0.78)} ${f(dx + dw)},${f(y - h * 0.62)} L${f(dx + dw)},${f(y)} Z" fill="${lit ? '#F2B56B' : '#6B4A2E'}"/>`,
        );
      }
    }
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** Wooden deck seen slightly from above, with plank lines and a rail. */
  deck(x, y, w, depth, { rail = true, colour = '#9C7450' } = {}) {
    const parts = [];
    parts.push(
      `<path d="M${f(x)},${f(y)} L${f(x + w)},${f(y)} L${f(x + w + depth * 0.6)},${f(y + depth)} L${f(x - depth * 0.6)},${f(y + depth)} Z" fill="${this.linear(
        [
          [0, mix(colour, this.m.sun, 0.2 * this.m.light)],
          [1, mix(colour, this.m.shade, 0.35)],
        ],
      )}"/>`,
    );
    for (let i = 1; i < 8; i += 1) {
      const t = i / 8;
      parts.push(
        `<line x1="${f(x - depth * 0.6 * t)}" y1="${f(y + depth * t)}" x2="${f(x + w + depth * 0.6 * t)}" y2="${f(y + depth * t)}" stroke="${mix(colour, this.m.shade, 0.55)}" stroke-width="1.2" opacity="0.6"/>`,
      );
    }
    parts.push(
      `<rect x="${f(x - depth * 0.6)}" y="${f(y + depth)}" width="${f(w + depth * 1.2)}" height="10" fill="${mix(colour, this.m.shade, 0.6)}"/>`,
    );
    if (rail) {
      parts.push(
        `<line x1="${f(x - depth * 0.6)}" y1="${f(y + depth - 46)}" x2="${f(x + w + depth * 0.6)}" y2="${f(y + depth - 46)}" stroke="${mix(colour, this.m.shade, 0.4)}" stroke-width="4"/>`,
      );
      for (let i = 0; i <= 12; i += 1) {
        const px = x - depth * 0.6 + ((w + depth * 1.2) * i) / 12;
        parts.push(
          `<line x1="${f(px)}" y1="${f(y + depth - 46)}" x2="${f(px)}" y2="${f(y + depth)}" stroke="${mix(colour, this.m.shade, 0.45)}" stroke-width="3"/>`,
        );
      }
    }
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** Stilts into the water, each with a darker ring where it meets the surface and a wavering reflection. */
  stilts(x0, x1, top, waterY, count = 6) {
    const parts = [];
    for (let i = 0; i < count; i += 1) {
      const x = x0 + ((x1 - x0) * i) / (count - 1);
      parts.push(
        `<rect x="${f(x - 4)}" y="${f(top)}" width="8" height="${f(waterY - top)}" fill="${mix('#5A4632', this.m.shade, 0.45)}"/>`,
      );
      parts.push(
        `<rect x="${f(x - 4)}" y="${f(waterY)}" width="8" height="${f((waterY - top) * 0.7)}" fill="${mix('#5A4632', this.m.sea[2], 0.6)}" opacity="0.45" filter="url(#blur2)"/>`,
      );
      parts.push(`<ellipse cx="${f(x)}" cy="${f(waterY)}" rx="14" ry="3" fill="#FBFAF7" opacity="0.35"/>`);
    }
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** A mirrored, blurred copy of a fragment under the waterline. */
  mirror(fragment, waterY, opacity = 0.28) {
    this.add(`<g transform="translate(0 ${f(waterY * 2)}) scale(1 -1)" opacity="${opacity}" filter="url(#soft)">${fragment}</g>`);
    return this;
  }

  /** Capture the layers added by `draw` as one fragment (to mirror it as well). */
  group(draw) {
    const start = this.layers.length;
    draw();
    const fragment = this.layers.splice(start).join('');
    this.add(fragment);
    return fragment;
  }

  /** A sun lounger in side view with a folded towel. */
  lounger(x, y, size = 1, { towel = '#F4EDE1' } = {}) {
    const wood = mix('#A77B52', this.m.shade, 0.25);
    this.shadow(x + 60 * size, y + 6, 90 * size, 8 * size, 0.3);
    this.add(
      `<g><path d="M${f(x)},${f(y - 22 * size)} L${f(x + 120 * size)},${f(y - 22 * size)} L${f(x + 160 * size)},${f(y - 62 * size)}" stroke="${wood}" stroke-width="${f(9 * size)}" fill="none" stroke-linecap="round"/><rect x="${f(x + 10 * size)}" y="${f(y - 28 * size)}" width="${f(100 * size)}" height="${f(10 * size)}" rx="4" fill="${towel}"/><line x1="${f(x + 8 * size)}" y1="${f(y - 22 * size)}" x2="${f(x + 8 * size)}" y2="${f(y)}" stroke="${wood}" stroke-width="${f(6 * size)}"/><line x1="${f(x + 112 * size)}" y1="${f(y - 22 * size)}" x2="${f(x + 112 * size)}" y2="${f(y)}" stroke="${wood}" stroke-width="${f(6 * size)}"/></g>`,
    );
    return this;
  }

  /** Parasol: a shallow fabric cone on a pole. */
  parasol(x, y, size = 1, colour = '#F4EDE1') {
    this.shadow(x + 40 * size, y + 4, 110 * size, 12 * size, 0.28);
    this.add(
      `<g><line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y - 190 * size)}" stroke="${mix('#6B4E2E', this.m.shade, 0.3)}" stroke-width="${f(5 * size)}"/><path d="M${f(x - 120 * size)},${f(y - 160 * size)} Q${f(x)},${f(y - 240 * size)} ${f(x + 120 * size)},${f(y - 160 * size)} Q${f(x)},${f(y - 176 * size)} ${f(x - 120 * size)},${f(y - 160 * size)} Z" fill="${this.linear(
        [
          [0, mix(colour, this.m.sun, 0.2)],
          [1, mix(colour, this.m.shade, 0.3)],
        ],
        'h',
      )}"/></g>`,
    );
    return this;
  }

  /** A traditional dhow: curved wooden hull, lateen sail. */
  dhow(x, y, size = 1, { sail = true, depth = 0 } = {}) {
    const hull = mix(mix('#6E4A2C', this.m.shade, 0.3), this.m.haze, depth);
    const sailColour = mix(mix('#F1E6D2', this.m.glow, 0.25), this.m.haze, depth * 0.8);
    const parts = [];
    parts.push(
      `<path d="M${f(x - 120 * size)},${f(y - 30 * size)} Q${f(x - 60 * size)},${f(y + 14 * size)} ${f(x + 40 * size)},${f(y + 4 * size)} L${f(x + 140 * size)},${f(y - 40 * size)} L${f(x + 100 * size)},${f(y - 18 * size)} Q${f(x)},${f(y - 14 * size)} ${f(x - 120 * size)},${f(y - 30 * size)} Z" fill="${hull}"/>`,
    );
    parts.push(
      `<path d="M${f(x - 110 * size)},${f(y - 24 * size)} Q${f(x)},${f(y - 8 * size)} ${f(x + 120 * size)},${f(y - 32 * size)}" stroke="${mix(hull, this.m.sun, 0.4)}" stroke-width="${f(2 * size)}" fill="none"/>`,
    );
    if (sail) {
      parts.push(
        `<line x1="${f(x)}" y1="${f(y - 16 * size)}" x2="${f(x + 6 * size)}" y2="${f(y - 190 * size)}" stroke="${hull}" stroke-width="${f(4 * size)}"/>`,
      );
      parts.push(
        `<path d="M${f(x - 90 * size)},${f(y - 150 * size)} L${f(x + 150 * size)},${f(y - 230 * size)} Q${f(x + 70 * size)},${f(y - 110 * size)} ${f(x + 10 * size)},${f(y - 30 * size)} Q${f(x - 30 * size)},${f(y - 110 * size)} ${f(x - 90 * size)},${f(y - 150 * size)} Z" fill="${this.linear(
          [
            [0, sailColour],
            [1, mix(sailColour, this.m.shade, 0.3)],
          ],
          'h',
        )}"/>`,
      );
    }
    const fragment = `<g>${parts.join('')}</g>`;
    this.add(fragment);
    this.mirror(fragment, y + 4 * size, 0.2);
    return this;
  }

  /** A sleek day boat (speed boat) with a canopy. */
  motorboat(x, y, size = 1) {
    const parts = [];
    parts.push(
      `<path d="M${f(x - 150 * size)},${f(y - 26 * size)} L${f(x + 170 * size)},${f(y - 30 * size)} Q${f(x + 150 * size)},${f(y + 4 * size)} ${f(x + 90 * size)},${f(y + 6 * size)} L${f(x - 130 * size)},${f(y + 4 * size)} Z" fill="${this.linear(
        [
          [0, '#FBFAF7'],
          [1, mix('#DCD6CB', this.m.shade, 0.3)],
        ],
      )}"/>`,
    );
    parts.push(`<rect x="${f(x - 150 * size)}" y="${f(y - 12 * size)}" width="${f(300 * size)}" height="${f(4 * size)}" fill="#1F7A80"/>`);
    parts.push(
      `<path d="M${f(x - 40 * size)},${f(y - 28 * size)} L${f(x - 20 * size)},${f(y - 70 * size)} L${f(x + 60 * size)},${f(y - 70 * size)} L${f(x + 70 * size)},${f(y - 28 * size)}" stroke="#C9C2B5" stroke-width="${f(4 * size)}" fill="none"/>`,
    );
    parts.push(
      `<path d="M${f(x - 30 * size)},${f(y - 70 * size)} L${f(x + 70 * size)},${f(y - 70 * size)} L${f(x + 64 * size)},${f(y - 78 * size)} L${f(x - 24 * size)},${f(y - 78 * size)} Z" fill="${mix('#F4EDE1', this.m.shade, 0.15)}"/>`,
    );
    const fragment = `<g>${parts.join('')}</g>`;
    this.add(fragment);
    this.mirror(fragment, y + 6 * size, 0.22);
    this.add(
      `<path d="M${f(x - 150 * size)},${f(y + 6 * size)} q-60,6 -200,10" stroke="#FBFAF7" stroke-width="3" opacity="0.35" fill="none" filter="url(#blur2)"/>`,
    );
    return this;
  }

  /** Kayak seen in three-quarter view with a paddle. */
  kayak(x, y, size = 1, colour = '#E07A5F') {
    const parts = [];
    parts.push(
      `<path d="M${f(x - 110 * size)},${f(y)} Q${f(x)},${f(y - 22 * size)} ${f(x + 110 * size)},${f(y)} Q${f(x)},${f(y + 14 * size)} ${f(x - 110 * size)},${f(y)} Z" fill="${this.linear(
        [
          [0, mix(colour, this.m.sun, 0.2)],
          [1, mix(colour, this.m.shade, 0.4)],
        ],
      )}"/>`,
    );
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y - 6 * size)}" rx="${f(24 * size)}" ry="${f(6 * size)}" fill="${mix('#1B1F23', this.m.shade, 0.3)}"/>`,
    );
    parts.push(
      `<line x1="${f(x - 70 * size)}" y1="${f(y - 40 * size)}" x2="${f(x + 60 * size)}" y2="${f(y + 10 * size)}" stroke="${mix('#6B4E2E', this.m.shade, 0.3)}" stroke-width="${f(4 * size)}"/>`,
    );
    parts.push(
      `<ellipse cx="${f(x - 74 * size)}" cy="${f(y - 42 * size)}" rx="${f(14 * size)}" ry="${f(5 * size)}" fill="${mix('#F4EDE1', this.m.shade, 0.3)}" transform="rotate(21 ${f(x - 74 * size)} ${f(y - 42 * size)})"/>`,
    );
    const fragment = `<g>${parts.join('')}</g>`;
    this.add(fragment);
    this.mirror(fragment, y + 6 * size, 0.25);
    return this;
  }

  /** Long dining table with white cloth, chairs and candle glow. */
  diningTable(x, y, w, { candles = 5 } = {}) {
    const cloth = mix('#FBFAF7', this.m.glow, 0.2);
    this.shadow(x + w / 2, y + 40, w * 0.6, 18, 0.35);
    const parts = [];
    for (let i = 0; i < 6; i += 1) {
      const cx = x + 30 + ((w - 60) * i) / 5;
      parts.push(
        `<path d="M${f(cx - 16)},${f(y + 36)} L${f(cx - 16)},${f(y - 30)} Q${f(cx)},${f(y - 40)} ${f(cx + 16)},${f(y - 30)} L${f(cx + 16)},${f(y + 36)}" stroke="${mix('#8A6A48', this.m.shade, 0.4)}" stroke-width="4" fill="none"/>`,
      );
    }
    parts.push(
      `<path d="M${f(x)},${f(y)} L${f(x + w)},${f(y)} L${f(x + w + 10)},${f(y + 34)} L${f(x - 10)},${f(y + 34)} Z" fill="${this.linear([
        [0, cloth],
        [1, mix(cloth, this.m.shade, 0.35)],
      ])}"/>`,
    );
    parts.push(`<rect x="${f(x - 4)}" y="${f(y - 8)}" width="${f(w + 8)}" height="10" rx="3" fill="${cloth}"/>`);
    this.add(`<g>${parts.join('')}</g>`);
    for (let i = 0; i < candles; i += 1) {
      const cx = x + 40 + ((w - 80) * i) / Math.max(candles - 1, 1);
      this.add(
        `<circle cx="${f(cx)}" cy="${f(y - 18)}" r="34" fill="${this.radial([
          [0, '#FFC97A', 0.6],
          [1, '#FFC97A', 0],
        ])}"/><rect x="${f(cx - 5)}" y="${f(y - 26)}" width="10" height="18" rx="3" fill="#FFF4DC" opacity="0.9"/><ellipse cx="${f(cx)}" cy="${f(y - 30)}" rx="3" ry="6" fill="#FFE3A8"/>`,
      );
    }
    return this;
  }

  /** String of warm bulbs between two points, sagging. */
  stringLights(x0, y0, x1, y1, sag = 40, count = 14) {
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 + sag;
    const parts = [
      `<path d="M${f(x0)},${f(y0)} Q${f(mx)},${f(my + sag)} ${f(x1)},${f(y1)}" stroke="#2A2420" stroke-width="1.5" fill="none" opacity="0.7"/>`,
    ];
    for (let i = 1; i < count; i += 1) {
      const t = i / count;
      const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (my + sag) + t * t * y1;
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y + 6)}" r="16" fill="${this.radial([
          [0, '#FFD08A', 0.6],
          [1, '#FFD08A', 0],
        ])}"/><circle cx="${f(x)}" cy="${f(y + 6)}" r="3.5" fill="#FFF1CF"/>`,
      );
    }
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** Coral heads, sea fans, branching coral and sea grass on a rocky seabed (for underwater scenes). */
  reef(baseY, { count = 14, depth = 0 } = {}) {
    const rock = mix('#2C4A52', '#0B2A3C', depth);
    // The reef's rocky base: overlapping dark mounds, lit from above.
    const mounds = [];
    for (let x = -100; x < this.width + 100; x += 120 + this.r() * 120) {
      const r = 50 + this.r() * 80;
      mounds.push(
        `<ellipse cx="${f(x)}" cy="${f(this.height + r * 0.25 + this.r() * 30)}" rx="${f(r * 1.6)}" ry="${f(r)}" fill="${this.radial(
          [
            [0, mix(rock, '#7FB8B0', 0.3)],
            [1, rock],
          ],
          0.5,
          0.15,
          0.8,
        )}"/>`,
      );
    }
    this.add(`<g>${mounds.join('')}</g>`);
    const colours = ['#E07A5F', '#D9A27A', '#C0707E', '#E8C07D', '#8FB59A', '#B85A4A'];
    for (let i = 0; i < count; i += 1) {
      const x = this.r() * this.width;
      const t = this.r();
      const y = baseY + t * (this.height - baseY) * 0.7;
      const size = (40 + this.r() * 70) * (0.6 + t * 0.9);
      const colour = mix(colours[i % colours.length], '#1F6E78', 0.2 + depth + (1 - t) * 0.2);
      const kind = i % 4;
      if (kind === 0) {
        // Brain coral: a dome with meandering grooves.
        this.add(
          `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size)}" ry="${f(size * 0.62)}" fill="${this.radial(
            [
              [0, mix(colour, '#FFF1DC', 0.25)],
              [1, mix(colour, '#0B2A3C', 0.45)],
            ],
            0.45,
            0.25,
            0.75,
          )}"/>`,
        );
        const grooves = [];
        for (let k = -3; k <= 3; k += 1)
          grooves.push(
            `<path d="M${f(x - size * 0.8)},${f(y + k * size * 0.13)} q${f(size * 0.2)},${f(-size * 0.12)} ${f(size * 0.4)},0 t${f(size * 0.4)},0 t${f(size * 0.4)},0 t${f(size * 0.4)},0" stroke="${mix(colour, '#0B2A3C', 0.5)}" stroke-width="${f(size * 0.04)}" fill="none" opacity="0.5"/>`,
          );
        this.add(`<g>${grooves.join('')}</g>`);
      } else if (kind === 1) {
        // Branching (staghorn) coral: forked, tapering branches.
        const parts = [];
        for (let k = 0; k < 6; k += 1) {
          const a = -Math.PI / 2 + (k - 2.5) * 0.34;
          const l = size * (0.8 + this.r() * 0.5);
          const ex = x + Math.cos(a) * l;
          const ey = y + Math.sin(a) * l;
          parts.push(
            `<path d="M${f(x)},${f(y)} Q${f(x + Math.cos(a) * l * 0.3)},${f(y - l * 0.5)} ${f(ex)},${f(ey)}" stroke="${colour}" stroke-width="${f(size * 0.1)}" stroke-linecap="round" fill="none"/>`,
          );
          parts.push(
            `<path d="M${f((x + ex) / 2)},${f((y + ey) / 2)} l${f(Math.cos(a - 0.6) * l * 0.4)},${f(Math.sin(a - 0.6) * l * 0.4)}" stroke="${colour}" stroke-width="${f(size * 0.07)}" stroke-linecap="round"/>`,
          );
          parts.push(`<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(size * 0.05)}" fill="${mix(colour, '#FFF1DC', 0.5)}"/>`);
        }
        this.add(`<g>${parts.join('')}</g>`);
      } else if (kind === 2) {
        // Sea fan: a flat lace fan of radiating ribs.
        const parts = [
          `<path d="M${f(x)},${f(y)} L${f(x - size)},${f(y - size * 1.1)} A${f(size * 1.05)},${f(size * 0.9)} 0 0 1 ${f(x + size)},${f(y - size * 1.1)} Z" fill="${colour}" opacity="0.45"/>`,
        ];
        for (let k = 0; k <= 8; k += 1) {
          const a = -Math.PI * 0.78 + (k / 8) * Math.PI * 0.56;
          parts.push(
            `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(a) * size * 1.55)}" y2="${f(y + Math.sin(a) * size * 1.55)}" stroke="${colour}" stroke-width="${f(Math.max(1.5, size * 0.03))}"/>`,
          );
        }
        this.add(`<g>${parts.join('')}</g>`);
      } else {
        // Sea grass: a tuft of swaying blades.
        const parts = [];
        for (let k = 0; k < 9; k += 1) {
          const bx = x + (k - 4) * size * 0.06;
          const h = size * (0.8 + this.r() * 0.8);
          parts.push(
            `<path d="M${f(bx)},${f(y)} q${f(size * 0.2)},${f(-h * 0.5)} ${f((this.r() - 0.3) * size * 0.5)},${f(-h)}" stroke="${mix('#6E9A72', '#1F6E78', 0.3 + depth)}" stroke-width="${f(Math.max(2, size * 0.04))}" fill="none" stroke-linecap="round"/>`,
          );
        }
        this.add(`<g>${parts.join('')}</g>`);
      }
    }
    return this;
  }

  /** Underwater: deep gradient, god rays from the surface, floating particles. */
  underwater({ surfaceY = 0, night = false } = {}) {
    const top = night ? '#12405A' : '#5FC1BE';
    const mid = night ? '#0A2A3E' : '#1F7A80';
    const deep = night ? '#041522' : '#0B2A3C';
    this.add(
      `<rect y="${f(surfaceY)}" width="${this.width}" height="${f(this.height - surfaceY)}" fill="${this.linear([
        [0, top],
        [0.45, mid],
        [1, deep],
      ])}"/>`,
    );
    const rays = [];
    for (let i = 0; i < 9; i += 1) {
      const x = this.r() * this.width;
      const w = 30 + this.r() * 70;
      rays.push(
        `<path d="M${f(x)},${f(surfaceY)} L${f(x + w)},${f(surfaceY)} L${f(x + w * 3 + 200)},${f(this.height)} L${f(x + 160)},${f(this.height)} Z" fill="${night ? '#9FC2D4' : '#F4FFF9'}" opacity="${f(0.05 + this.r() * 0.08)}"/>`,
      );
    }
    this.add(`<g filter="url(#blur12)">${rays.join('')}</g>`);
    const dots = [];
    for (let i = 0; i < 80; i += 1)
      dots.push(
        `<circle cx="${f(this.r() * this.width)}" cy="${f(surfaceY + this.r() * (this.height - surfaceY))}" r="${f(0.8 + this.r() * 2)}" fill="#F4FFF9" opacity="${f(0.1 + this.r() * 0.35)}"/>`,
      );
    this.add(`<g>${dots.join('')}</g>`);
    return this;
  }

  /** A shoal of small fish, each a tapered body with a tail. */
  fish(cx, cy, count, { colour = '#E8C07D', spread = 180, size = 14 } = {}) {
    const parts = [];
    for (let i = 0; i < count; i += 1) {
      const x = cx + (this.r() - 0.5) * spread * 2;
      const y = cy + (this.r() - 0.5) * spread;
      const s = size * (0.7 + this.r() * 0.6);
      parts.push(
        `<path d="M${f(x - s)},${f(y)} Q${f(x)},${f(y - s * 0.5)} ${f(x + s)},${f(y)} Q${f(x)},${f(y + s * 0.5)} ${f(x - s)},${f(y)} Z M${f(x - s)},${f(y)} L${f(x - s * 1.6)},${f(y - s * 0.45)} L${f(x - s * 1.5)},${f(y)} L${f(x - s * 1.6)},${f(y + s * 0.45)} Z" fill="${colour}" opacity="${f(0.7 + this.r() * 0.3)}"/>`,
      );
    }
    this.add(`<g>${parts.join('')}</g>`);
    return this;
  }

  /** A diver or snorkeller as a calm, simple silhouette with a torch beam if asked. */
  diver(x, y, size = 1, { torch = false, fins = true, tank = true, colour = '#0B2A3C' } = {}) {
    const parts = [];
    if (torch)
      parts.push(
        `<path d="M${f(x + 70 * size)},${f(y + 6 * size)} L${f(x + 420 * size)},${f(y - 60 * size)} L${f(x + 440 * size)},${f(y + 120 * size)} Z" fill="#FFF1CF" opacity="0.22" filter="url(#blur12)"/>`,
      );
    parts.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(70 * size)}" ry="${f(14 * size)}" fill="${colour}"/>`);
    parts.push(`<circle cx="${f(x + 78 * size)}" cy="${f(y - 4 * size)}" r="${f(14 * size)}" fill="${colour}"/>`);
    if (tank)
      parts.push(
        `<rect x="${f(x - 40 * size)}" y="${f(y - 26 * size)}" width="${f(70 * size)}" height="${f(14 * size)}" rx="${f(7 * size)}" fill="${mix(colour, '#E8C07D', 0.3)}"/>`,
      );
    parts.push(
      `<path d="M${f(x + 40 * size)},${f(y + 4 * size)} L${f(x + 100 * size)},${f(y + 26 * size)}" stroke="${colour}" stroke-width="${f(9 * size)}" stroke-linecap="round"/>`,
    );
    parts.push(
      `<path d="M${f(x - 60 * size)},${f(y)} L${f(x - 120 * size)},${f(y - 10 * size)} M${f(x - 60 * size)},${f(y + 6 * size)} L${f(x - 118 * size)},${f(y + 16 * size)}" stroke="${colour}" stroke-width="${f(10 * size)}" stroke-linecap="round"/>`,
    );
    if (fins)
      parts.push(
        `<path d="M${f(x - 118 * size)},${f(y - 10 * size)} l${f(-40 * size)},${f(-16 * size)} l${f(4 * size)},${f(22 * size)} Z M${f(x - 118 * size)},${f(y + 16 * size)} l${f(-42 * size)},${f(4 * size)} l${f(10 * size)},${f(18 * size)} Z" fill="${mix(colour, '#E07A5F', 0.35)}"/>`,
      );
    const bubbles = [];
    for (let i = 0; i < 8; i += 1)
      bubbles.push(
        `<circle cx="${f(x + 86 * size + (this.r() - 0.5) * 20)}" cy="${f(y - 30 * size - i * 26 * size)}" r="${f((2 + this.r() * 4) * size)}" fill="none" stroke="#F4FFF9" stroke-width="1.5" opacity="0.6"/>`,
      );
    this.add(`<g>${parts.join('')}${bubbles.join('')}</g>`);
    return this;
  }
}

/** Catmull-Rom through points as quadratic-smooth cubic Béziers. */
export function smoothPath(points) {
  let d = `M${f(points[0][0])},${f(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** Mix two #RRGGBB colours; t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
