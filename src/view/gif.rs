//! An animated GIF from pictures of the board (RGBA pixels, as a canvas
//! gives them): each frame gets a palette of its own 256 most used colours
//! (our boards are flat colours, so the theme's colours come out exact and
//! only the edges' blends are rounded), its pixels are mapped to it and
//! compressed with GIF's LZW. Plain Rust, small, tested natively; the page
//! runs it in the pictures' wasm module (`ui::pictures`).

/// A GIF being written, frame by frame.
pub struct GifWriter {
    bytes: Vec<u8>,
    width: u16,
    height: u16,
}

impl GifWriter {
    /// A looping GIF of `width` x `height` pixels.
    pub fn new(width: u16, height: u16) -> GifWriter {
        let mut bytes = b"GIF89a".to_vec();
        bytes.extend_from_slice(&width.to_le_bytes());
        bytes.extend_from_slice(&height.to_le_bytes());
        // No global colour table (each frame has its own), background 0,
        // square pixels.
        bytes.extend_from_slice(&[0, 0, 0]);
        // Loops for ever (the NETSCAPE2.0 application extension).
        bytes.extend_from_slice(b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00");
        GifWriter {
            bytes,
            width,
            height,
        }
    }

    /// Adds a frame of RGBA pixels (`width * height * 4` bytes; a shorter
    /// slice is padded with the first colour), shown for `delay`
    /// hundredths of a second.
    pub fn frame(&mut self, rgba: &[u8], delay: u16) {
        let count = self.width as usize * self.height as usize;
        let (palette, indices) = quantise(rgba, count);
        let b = &mut self.bytes;
        // Graphic control: not disposed (each frame covers the whole
        // picture), the delay, no transparency.
        b.extend_from_slice(&[0x21, 0xf9, 0x04, 0x04]);
        b.extend_from_slice(&delay.to_le_bytes());
        b.extend_from_slice(&[0, 0]);
        // Image descriptor at (0, 0), whole size, a local table of 256.
        b.push(0x2c);
        b.extend_from_slice(&[0, 0, 0, 0]);
        b.extend_from_slice(&self.width.to_le_bytes());
        b.extend_from_slice(&self.height.to_le_bytes());
        b.push(0x87);
        for colour in &palette {
            b.extend_from_slice(colour);
        }
        b.resize(b.len() + 3 * (256 - palette.len()), 0);
        lzw(8, &indices, b);
    }

    /// The GIF's bytes.
    pub fn finish(mut self) -> Vec<u8> {
        self.bytes.push(0x3b);
        self.bytes
    }
}

/// The colour's box of 5 bits a channel.
fn bucket(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3)
}

/// The palette (at most 256 colours: the most used boxes of colour, each
/// its pixels' mean) and each of the `count` pixels' index in it.
fn quantise(rgba: &[u8], count: usize) -> (Vec<[u8; 3]>, Vec<u8>) {
    let pixel = |i: usize| -> [u8; 3] {
        match rgba.get(4 * i..4 * i + 3) {
            Some(p) => [p[0], p[1], p[2]],
            None => [0, 0, 0],
        }
    };
    // How many pixels fall in each box, and their sums.
    let mut seen = vec![(0u32, [0u32; 3]); 1 << 15];
    for i in 0..count {
        let [r, g, b] = pixel(i);
        let s = &mut seen[bucket(r, g, b)];
        s.0 += 1;
        s.1[0] += r as u32;
        s.1[1] += g as u32;
        s.1[2] += b as u32;
    }
    let mut used: Vec<usize> = (0..seen.len()).filter(|&k| seen[k].0 > 0).collect();
    used.sort_unstable_by_key(|&k| std::cmp::Reverse(seen[k].0));
    used.truncate(256);
    let palette: Vec<[u8; 3]> = used
        .iter()
        .map(|&k| {
            let (n, sum) = seen[k];
            sum.map(|s| (s / n) as u8)
        })
        .collect();
    // Each box's nearest colour of the palette, found when first needed.
    let mut nearest = vec![u16::MAX; 1 << 15];
    for (i, &k) in used.iter().enumerate() {
        nearest[k] = i as u16;
    }
    let indices = (0..count)
        .map(|i| {
            let [r, g, b] = pixel(i);
            let k = bucket(r, g, b);
            if nearest[k] == u16::MAX {
                let d = |c: &[u8; 3]| {
                    let e = |a: u8, b: u8| (a as i32 - b as i32).pow(2);
                    e(c[0], r) + e(c[1], g) + e(c[2], b)
                };
                nearest[k] = (0..palette.len())
                    .min_by_key(|&j| d(&palette[j]))
                    .unwrap_or(0) as u16;
            }
            nearest[k] as u8
        })
        .collect();
    (palette, indices)
}

/// Writes `indices` compressed with GIF's LZW (codes of `min` + 1 bits and
/// up to 12), in sub-blocks of at most 255 bytes, after the minimum code
/// size and before the terminating empty block.
pub fn lzw(min: u8, indices: &[u8], out: &mut Vec<u8>) {
    out.push(min);
    let clear = 1u16 << min;
    let mut data = Bits::default();
    // The dictionary as a tree: each code's first child, next sibling and
    // last index.
    let mut child = vec![0u16; 4096];
    let mut sibling = vec![0u16; 4096];
    let mut last = vec![0u8; 4096];
    let mut size = min + 1;
    let mut next = clear + 2;
    data.put(clear, size);
    if let Some((&first, rest)) = indices.split_first() {
        let mut code = first as u16;
        for &i in rest {
            let mut c = child[code as usize];
            while c != 0 && last[c as usize] != i {
                c = sibling[c as usize];
            }
            if c != 0 {
                code = c;
                continue;
            }
            data.put(code, size);
            if next < 4096 {
                last[next as usize] = i;
                sibling[next as usize] = child[code as usize];
                child[code as usize] = next;
                if next == 1 << size && size < 12 {
                    size += 1;
                }
                next += 1;
            } else {
                data.put(clear, size);
                child.iter_mut().for_each(|c| *c = 0);
                size = min + 1;
                next = clear + 2;
            }
            code = i as u16;
        }
        data.put(code, size);
    }
    data.put(clear + 1, size);
    data.flush();
    for block in data.bytes.chunks(255) {
        out.push(block.len() as u8);
        out.extend_from_slice(block);
    }
    out.push(0);
}

/// Codes packed least significant bit first.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    acc: u32,
    n: u8,
}

impl Bits {
    fn put(&mut self, code: u16, size: u8) {
        self.acc |= (code as u32) << self.n;
        self.n += size;
        while self.n >= 8 {
            self.bytes.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    fn flush(&mut self) {
        if self.n > 0 {
            self.bytes.push(self.acc as u8);
        }
        self.acc = 0;
        self.n = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plain GIF LZW decoder (the reading side of the format), to check
    /// the encoder against.
    fn unlzw(data: &[u8]) -> Vec<u8> {
        let min = data[0];
        let mut bytes = Vec::new();
        let mut at = 1;
        while data[at] != 0 {
            let n = data[at] as usize;
            bytes.extend_from_slice(&data[at + 1..at + 1 + n]);
            at += 1 + n;
        }
        assert_eq!(at + 1, data.len(), "one terminating block at the end");
        let clear = 1usize << min;
        let mut table: Vec<Vec<u8>> = Vec::new();
        let reset = |table: &mut Vec<Vec<u8>>| {
            table.clear();
            table.extend((0..clear + 2).map(|i| vec![i as u8]));
        };
        reset(&mut table);
        let (mut size, mut bit) = (min as usize + 1, 0usize);
        let mut out = Vec::new();
        let mut prev: Option<Vec<u8>> = None;
        loop {
            let mut code = 0usize;
            for k in 0..size {
                let b = bit + k;
                code |= (((bytes[b / 8] >> (b % 8)) & 1) as usize) << k;
            }
            bit += size;
            if code == clear {
                reset(&mut table);
                size = min as usize + 1;
                prev = None;
                continue;
            }
            if code == clear + 1 {
                break;
            }
            let entry = match (table.get(code), &prev) {
                (Some(e), _) => e.clone(),
                (None, Some(p)) => {
                    assert_eq!(code, table.len(), "a code not yet in the table");
                    let mut e = p.clone();
                    e.push(p[0]);
                    e
                }
                (None, None) => panic!("a first code not in the table"),
            };
            if let Some(p) = prev {
                if table.len() < 4096 {
                    let mut e = p;
                    e.push(entry[0]);
                    table.push(e);
                    if table.len() == 1 << size && size < 12 {
                        size += 1;
                    }
                }
            }
            out.extend_from_slice(&entry);
            prev = Some(entry);
        }
        out
    }

    #[test]
    fn lzw_round_trips() {
        // Runs, noise (past 4096 codes, so the table is cleared) and
        // nothing.
        let mut noise = Vec::new();
        let mut x = 12345u32;
        for _ in 0..60_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            noise.push((x >> 16) as u8);
        }
        let runs: Vec<u8> = (0..20_000).map(|i| (i / 700 % 5) as u8).collect();
        for indices in [noise, runs, vec![], vec![7], vec![3, 3]] {
            let mut out = Vec::new();
            lzw(8, &indices, &mut out);
            assert_eq!(unlzw(&out), indices);
        }
    }

    #[test]
    fn a_flat_picture_keeps_its_colours() {
        // 3 x 2 pixels: red, red, green / blue, red, an edge's blend.
        let rgba = [
            255, 0, 0, 255, 255, 0, 0, 255, 0, 200, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 130,
            100, 0, 255,
        ];
        let (palette, indices) = quantise(&rgba, 6);
        let colour = |i: usize| palette[indices[i] as usize];
        assert_eq!(colour(0), [255, 0, 0]);
        assert_eq!(colour(2), [0, 200, 0]);
        assert_eq!(colour(3), [0, 0, 255]);
        assert_eq!(palette.len(), 4);
    }

    #[test]
    fn a_gif_has_its_size_frames_and_delays() {
        let mut gif = GifWriter::new(3, 2);
        let red = [255u8, 0, 0, 255].repeat(6);
        let blue = [0u8, 0, 255, 255].repeat(6);
        gif.frame(&red, 60);
        gif.frame(&blue, 200);
        let bytes = gif.finish();
        assert_eq!(&bytes[..6], b"GIF89a");
        assert_eq!(&bytes[6..10], &[3, 0, 2, 0]);
        assert_eq!(bytes.last(), Some(&0x3b));
        // The first frame: its delay, its descriptor, its red pixels.
        let at = 13 + 19;
        assert_eq!(&bytes[at..at + 8], &[0x21, 0xf9, 4, 4, 60, 0, 0, 0]);
        assert_eq!(bytes[at + 8], 0x2c);
        let table = at + 18;
        assert_eq!(&bytes[table..table + 3], &[255, 0, 0]);
        let data = table + 768;
        let end = data + 1 + bytes[data + 1] as usize + 2;
        assert_eq!(unlzw(&bytes[data..end]), vec![0; 6]);
        assert_eq!(&bytes[end..end + 6], &[0x21, 0xf9, 4, 4, 200, 0]);
    }
}
