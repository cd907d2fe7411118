//! The window's icon, drawn in code: an X over an O on a dark tile.

use egui::IconData;

pub fn icon() -> IconData {
    const SIZE: u32 = 64;
    let mut rgba = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let (fx, fy) = (x as f32 + 0.5 - 32.0, y as f32 + 0.5 - 32.0);
            let ring = ((fx * fx + fy * fy).sqrt() - 20.0).abs() < 4.5;
            let cross = (fx - fy).abs() < 6.0 && fx.abs() < 15.0 || (fx + fy).abs() < 6.0 && fx.abs() < 15.0;
            let pixel = if cross {
                [0x3b, 0x82, 0xf6, 0xff]
            } else if ring {
                [0xf5, 0x9e, 0x0b, 0xff]
            } else {
                [0x1f, 0x29, 0x37, 0xff]
            };
            rgba.extend_from_slice(&pixel);
        }
    }
    IconData {
        rgba,
        width: SIZE,
        height: SIZE,
    }
}
