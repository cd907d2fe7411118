//! Chinese glyphs from a CJK font already on the system, looked for as the window opens (Chinese may be
//! chosen, and the language button names it in Chinese): the desktop program carries no font of its
//! own for them; the page carries the few characters it uses. In a font collection (`.ttc`) the Simplified
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
    font(crate::host::files::read(path).ok()?)
}

fn font(bytes: Vec<u8>) -> Option<CjkFont> {
    let face = chinese_face(&bytes)?;
    Some(CjkFont { bytes, face })
}

/// The font the page carries, as a browser lets it read none of the system's: Noto Sans CJK SC cut
/// down to the program's own Chinese characters (tests/fonts/make_subset.py), 120 KB.
#[cfg(target_arch = "wasm32")]
pub fn carried() -> Option<CjkFont> {
    font(include_bytes!("../../tests/fonts/NotoSansCJKsc-subset.otf").to_vec())
}

/// A desktop program carries no font: it draws Chinese with the system's.
#[cfg(not(target_arch = "wasm32"))]
pub fn carried() -> Option<CjkFont> {
    None
}

impl CjkFont {
    /// The font as egui holds it.
    pub fn data(self) -> Arc<egui::FontData> {
        Arc::new(egui::FontData::from_blob(Arc::new(self.bytes), self.face))
    }
}

/// The window's fonts: egui's own; its monospace font behind the proportional one, for the marks that
/// lacks (→, ←, ▷), so English draws them without a CJK font; and the CJK font if one was found. While
/// Chinese is shown (`chinese_first`) the CJK font comes first in the proportional family, so Chinese
/// punctuation (“”，：) takes its Chinese shapes; otherwise it comes last, for the characters the others
/// lack. Code stays in the monospace font either way.
pub fn definitions(cjk: Option<&Arc<egui::FontData>>, chinese_first: bool) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    let hack = fonts.font_data.get("Hack").cloned();
    let proportional = fonts.families.entry(egui::FontFamily::Proportional).or_default();
    if let Some(hack) = hack {
        fonts.font_data.insert("monospace marks".into(), hack);
        proportional.push("monospace marks".into());
    }
    if let Some(cjk) = cjk {
        match chinese_first {
            true => proportional.insert(0, "cjk".into()),
            false => proportional.push("cjk".into()),
        }
        fonts
            .families
            .entry(egui::FontFamily::Monospace)
            .or_default()
            .push("cjk".into());
        fonts.font_data.insert("cjk".into(), cjk.clone());
    }
    fonts
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A font file's table directory holding only a `name` table with these family names (Windows,
    /// Unicode), starting at `at` in the file being built.
    fn font_with_names(at: usize, names: &[&str]) -> Vec<u8> {
        let directory = 12 + 16;
        let mut strings = Vec::new();
        let mut records = Vec::new();
        for name in names {
            let utf16: Vec<u8> = name.encode_utf16().flat_map(u16::to_be_bytes).collect();
            for field in [3u16, 1, 0x0409, 1, utf16.len() as u16, strings.len() as u16] {
                records.extend_from_slice(&field.to_be_bytes());
            }
            strings.extend_from_slice(&utf16);
        }
        let mut table = Vec::new();
        for field in [0u16, names.len() as u16, (6 + records.len()) as u16] {
            table.extend_from_slice(&field.to_be_bytes());
        }
        table.extend_from_slice(&records);
        table.extend_from_slice(&strings);
        let mut font = vec![0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0];
        font.extend_from_slice(b"name");
        font.extend_from_slice(&0u32.to_be_bytes());
        font.extend_from_slice(&((at + directory) as u32).to_be_bytes());
        font.extend_from_slice(&(table.len() as u32).to_be_bytes());
        font.extend_from_slice(&table);
        font
    }

    /// A font collection of faces with these names, in order.
    fn collection(faces: &[&str]) -> Vec<u8> {
        let header = 12 + 4 * faces.len();
        let mut fonts = Vec::new();
        let mut offsets = Vec::new();
        for face in faces {
            offsets.push(header + fonts.len());
            fonts.extend(font_with_names(header + fonts.len(), &[face]));
        }
        let mut file = b"ttcf".to_vec();
        file.extend_from_slice(&[0, 1, 0, 0]);
        file.extend_from_slice(&(faces.len() as u32).to_be_bytes());
        for offset in offsets {
            file.extend_from_slice(&(offset as u32).to_be_bytes());
        }
        file.extend(fonts);
        file
    }

    #[test]
    fn in_a_collection_the_simplified_chinese_face_is_chosen() {
        let noto = [
            "Noto Sans CJK JP",
            "Noto Sans CJK KR",
            "Noto Sans CJK SC",
            "Noto Sans CJK TC",
        ];
        assert_eq!(chinese_face(&collection(&noto)), Some(2));
        let yahei = ["Microsoft YaHei", "Microsoft YaHei UI"];
        assert_eq!(chinese_face(&collection(&yahei)), Some(0), "none says SC: the first");
        let source_han = ["Source Han Sans K", "Source Han Sans CN"];
        assert_eq!(chinese_face(&collection(&source_han)), Some(1));
    }

    #[test]
    fn a_single_font_is_its_own_face_and_other_bytes_are_no_font() {
        assert_eq!(chinese_face(&font_with_names(0, &["WenQuanYi Micro Hei"])), Some(0));
        assert_eq!(chinese_face(b"OTTO and the rest"), Some(0));
        assert_eq!(chinese_face(b"not a font at all"), None);
        assert_eq!(chinese_face(b""), None);
        // A collection cut short names no face rather than failing.
        let noto = collection(&["Noto Sans CJK JP", "Noto Sans CJK SC"]);
        assert_eq!(chinese_face(&noto[..20]), None);
    }

    #[test]
    fn noto_sans_cjk_as_debian_installs_it_gives_its_simplified_chinese_face() {
        let path = PathBuf::from(SYSTEM_CJK_FONTS[0]);
        match find(std::slice::from_ref(&path)) {
            // Its faces are JP, KR, SC, TC and HK, in that order.
            Some(font) => assert_eq!(font.face, 2),
            None => assert!(!path.exists(), "{} is there but was not read as a font", path.display()),
        }
    }

    #[test]
    fn the_first_path_with_a_font_is_found() {
        let folder = std::env::temp_dir().join(format!("tictactoe-fonts-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let (missing, junk, font) = (
            folder.join("missing.ttc"),
            folder.join("junk.ttc"),
            folder.join("font.ttc"),
        );
        std::fs::write(&junk, b"not a font").unwrap();
        std::fs::write(&font, collection(&["Noto Sans CJK JP", "Noto Sans CJK SC"])).unwrap();
        let found = find(&[missing.clone(), junk, font]).expect("the third is a font");
        assert_eq!(found.face, 1);
        assert!(find(&[missing]).is_none());
        let _ = std::fs::remove_dir_all(&folder);
    }
}
