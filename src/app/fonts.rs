//! Chinese glyphs from a CJK font already on the system, looked for only when Chinese is to be shown:
//! the program carries no font of its own for them. In a font collection (`.ttc`) the Simplified
//! Chinese face is chosen by its name, so Chinese characters take their Chinese shapes, not the
//! Japanese or Korean ones the same file holds.

use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The usual places of a CJK font on Linux, Windows and macOS, the most common first.
pub const SYSTEM_CJK_FONTS: [&str; 17] = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf",
    "/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/adobe-source-han-sans/SourceHanSansCN-Regular.otf",
    "/usr/share/fonts/opentype/source-han-sans/SourceHanSans-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/wenquanyi/wqy-zenhei/wqy-zenhei.ttc",
    "C:\\Windows\\Fonts\\msyh.ttc",
    "C:\\Windows\\Fonts\\msyh.ttf",
    "C:\\Windows\\Fonts\\simhei.ttf",
    "/System/Library/Fonts/PingFang.ttc",
    "/System/Library/Fonts/STHeiti Light.ttc",
    "/Library/Fonts/Arial Unicode.ttf",
];

/// What the window says when no font for Chinese was found. In English only: without the font, it
/// cannot draw Chinese.
pub const MISSING: &str = "No Chinese font was found, so the window stays in English: install one (on Debian or Ubuntu, sudo apt install fonts-noto-cjk) and open the window again.";

/// The same in Chinese, said on the terminal the window was started from, which can draw it.
pub const MISSING_ZH: &str =
    "未找到中文字体，界面暂用英文：请安装中文字体（Debian/Ubuntu：sudo apt install fonts-noto-cjk）后重新打开窗口。";

/// The system's usual CJK font paths.
pub fn system_paths() -> Vec<PathBuf> {
    SYSTEM_CJK_FONTS.iter().map(PathBuf::from).collect()
}

/// A CJK font found: its file's bytes and the face to use in it.
pub struct CjkFont {
    /// The whole file.
    pub bytes: Vec<u8>,
    /// The face within a collection; 0 for a single font.
    pub face: u32,
}

/// The first of `paths` that can be read as a font with a face for Chinese.
pub fn find(paths: &[PathBuf]) -> Option<CjkFont> {
    paths.iter().find_map(|path| read(path))
}

fn read(path: &Path) -> Option<CjkFont> {
    let bytes = std::fs::read(path).ok()?;
    let face = chinese_face(&bytes)?;
    Some(CjkFont { bytes, face })
}

/// Gives egui the font, after its own, for every character its own fonts lack.
pub fn install(ctx: &egui::Context, font: CjkFont) {
    let data = egui::FontData::from_blob(Arc::new(font.bytes), font.face);
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace].map(|family| {
        egui::epaint::text::InsertFontFamily {
            family,
            priority: egui::epaint::text::FontPriority::Lowest,
        }
    });
    ctx.add_font(egui::epaint::text::FontInsert::new("cjk", data, families.to_vec()));
}

/// The face of a font file to use for Chinese: in a collection, the one whose name says Simplified
/// Chinese ("SC", "GB", "CN") if any, else the first; 0 for a single font. `None` when the bytes are
/// not a font at all.
pub fn chinese_face(bytes: &[u8]) -> Option<u32> {
    match bytes.get(..4)? {
        b"ttcf" => {
            let count = be_u32(bytes, 8)?;
            let faces = (0..count.min(64)).filter_map(|face| {
                let offset = be_u32(bytes, 12 + 4 * face as usize)? as usize;
                Some((face, names(bytes, offset)?))
            });
            let faces: Vec<(u32, Vec<String>)> = faces.collect();
            let simplified = faces.iter().find(|(_, names)| {
                names.iter().any(|name| {
                    ["SC", "GB", "CN"]
                        .iter()
                        .any(|tag| name.split_whitespace().any(|w| w == *tag))
                })
            });
            simplified.or(faces.first()).map(|(face, _)| *face)
        }
        [0, 1, 0, 0] | b"OTTO" | b"true" => Some(0),
        _ => None,
    }
}

/// The family and full names (name ids 1 and 4, Windows Unicode) of the font whose table directory
/// starts at `offset`.
fn names(bytes: &[u8], offset: usize) -> Option<Vec<String>> {
    let tables = be_u16(bytes, offset + 4)? as usize;
    let name = (0..tables).find_map(|t| {
        let record = offset + 12 + 16 * t;
        (bytes.get(record..record + 4)? == b"name").then(|| be_u32(bytes, record + 8))?
    })? as usize;
    let count = be_u16(bytes, name + 2)? as usize;
    let strings = name + be_u16(bytes, name + 4)? as usize;
    let mut found = Vec::new();
    for r in 0..count {
        let record = name + 6 + 12 * r;
        let (platform, id) = (be_u16(bytes, record)?, be_u16(bytes, record + 6)?);
        if platform != 3 || !(id == 1 || id == 4) {
            continue;
        }
        let (length, at) = (
            be_u16(bytes, record + 8)? as usize,
            be_u16(bytes, record + 10)? as usize,
        );
        let raw = bytes.get(strings + at..strings + at + length)?;
        let units: Vec<u16> = raw.chunks_exact(2).map(|c| u16::from_be_bytes([c[0], c[1]])).collect();
        found.push(String::from_utf16_lossy(&units));
    }
    Some(found)
}

fn be_u16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn be_u32(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}
