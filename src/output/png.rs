//! RGB pixels as a PNG file, std only: each row filtered by its left neighbour (so even areas become
//! runs of zeros), the runs packed as deflate's repeats of the byte before, with its fixed codes.
//! Pictures of lines on paper, mostly paper, come out small; nothing else is asked of it.

/// A PNG of `width` × `height` RGB pixels given row by row.
pub fn encode(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    let row = width as usize * 3;
    assert_eq!(rgb.len(), row * height as usize, "one RGB triple a pixel");
    let mut filtered = Vec::with_capacity((row + 1) * height as usize);
    for line in rgb.chunks(row) {
        filtered.push(1); // Sub: each byte less the one a pixel to its left
        filtered.extend(line.iter().enumerate().map(|(i, &b)| match i {
            0..3 => b,
            _ => b.wrapping_sub(line[i - 3]),
        }));
    }
    let mut header = Vec::new();
    header.extend(width.to_be_bytes());
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]); // 8 bits a channel, RGB, deflate, no interlace
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"IDAT", &zlib(&filtered));
    chunk(&mut png, b"IEND", &[]);
    png
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend((data.len() as u32).to_be_bytes());
    let start = png.len();
    png.extend(kind);
    png.extend(data);
    let crc = crc32(&png[start..]);
    png.extend(crc.to_be_bytes());
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xedb8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in bytes.chunks(5552) {
        for &byte in chunk {
            a += u32::from(byte);
            b += a;
        }
        (a, b) = (a % 65521, b % 65521);
    }
    (b << 16) | a
}

/// Bits written as deflate reads them: the first bit in the lowest place of each byte.
struct Bits {
    bytes: Vec<u8>,
    used: u32,
}

impl Bits {
    /// `count` bits of `value`, lowest first.
    fn push(&mut self, value: u32, count: u32) {
        for i in 0..count {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let last = self.bytes.last_mut().expect("a byte");
            *last |= (((value >> i) & 1) as u8) << self.used;
            self.used = (self.used + 1) % 8;
        }
    }

    /// A Huffman code of `count` bits, highest first, as deflate writes codes.
    fn code(&mut self, code: u32, count: u32) {
        for i in (0..count).rev() {
            self.push((code >> i) & 1, 1);
        }
    }

    /// A literal byte or the end of the block (256) in deflate's fixed codes.
    fn symbol(&mut self, symbol: u32) {
        match symbol {
            0..=143 => self.code(0x30 + symbol, 8),
            144..=255 => self.code(0x190 + symbol - 144, 9),
            256..=279 => self.code(symbol - 256, 7),
            _ => self.code(0xc0 + symbol - 280, 8),
        }
    }

    /// A repeat of the byte before, `length` (3 to 258) times.
    fn repeat(&mut self, length: u32) {
        const BASES: [(u32, u32, u32); 7] = [
            (3, 257, 0),
            (11, 265, 1),
            (19, 269, 2),
            (35, 273, 3),
            (67, 277, 4),
            (131, 281, 5),
            (258, 285, 0),
        ];
        let &(base, first, extra) = BASES
            .iter()
            .rev()
            .find(|&&(base, _, _)| length >= base)
            .expect("a length from 3");
        let (code, rest) = match (base, extra) {
            (258, _) => (285, 0),
            (_, 0) => (first + length - base, 0),
            _ => (first + (length - base) / (1 << extra), (length - base) % (1 << extra)),
        };
        self.symbol(code);
        self.push(rest, extra);
        self.code(0, 5); // distance 1
    }
}

/// `data` in a zlib stream: one deflate block of fixed codes, runs as repeats of the byte before.
fn zlib(data: &[u8]) -> Vec<u8> {
    let mut bits = Bits {
        bytes: vec![0x78, 0x01],
        used: 0,
    };
    bits.push(1, 1); // the last block
    bits.push(1, 2); // of fixed codes
    let mut at = 0;
    while at < data.len() {
        let run = match at {
            0 => 0,
            _ => data[at..].iter().take(258).take_while(|&&b| b == data[at - 1]).count(),
        };
        if run >= 3 {
            bits.repeat(run as u32);
            at += run;
        } else {
            bits.symbol(u32::from(data[at]));
            at += 1;
        }
    }
    bits.symbol(256);
    let mut out = bits.bytes;
    out.extend(adler32(data).to_be_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checksums_are_those_of_the_standards() {
        assert_eq!(crc32(b"IEND"), 0xae42_6082);
        assert_eq!(adler32(b"Wikipedia"), 0x11e6_0398);
    }

    /// Python's zlib reads back what was packed: runs of every length, literals of every value.
    #[test]
    fn pythons_zlib_reads_back_the_stream() {
        use std::io::Write;
        use std::process::{Command, Stdio};
        let mut data: Vec<u8> = (0..=255).collect();
        for length in 1..300 {
            data.extend(std::iter::repeat_n((length % 7) as u8 * 40, length));
            data.push(length as u8);
        }
        let mut python = Command::new("python3")
            .args([
                "-c",
                "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        python
            .stdin
            .take()
            .expect("its input")
            .write_all(&zlib(&data))
            .expect("written");
        let output = python.wait_with_output().expect("it ends");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(output.stdout, data);
    }
}
