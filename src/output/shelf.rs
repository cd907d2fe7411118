//! Where the window keeps its session: a file on a desktop, the page's storage in a browser (each
//! path a key, its bytes in hexadecimal). The session is read, moved aside and saved through here
//! alone, so the same code keeps it in both.

use std::io;
use std::path::Path;

/// The bytes kept at `path`; `NotFound` when nothing is.
#[cfg(not(target_arch = "wasm32"))]
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    std::fs::read(path)
}

/// Keeps `bytes` at `path`, whole or not at all, creating its folder if need be.
#[cfg(not(target_arch = "wasm32"))]
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    super::files::write_whole(path, bytes)
}

/// Moves what is kept at `from` to `to`.
#[cfg(not(target_arch = "wasm32"))]
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::rename(from, to)
}

/// Whether anything is kept at `path`.
#[cfg(not(target_arch = "wasm32"))]
pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// The bytes kept at `path`; `NotFound` when nothing is. A value that is not hexadecimal is given as
/// its own bytes, which no session reads: it is then moved aside as any unreadable session is.
#[cfg(target_arch = "wasm32")]
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    match storage()?.get_item(&key(path)) {
        Ok(Some(text)) => Ok(from_hex(&text).unwrap_or_else(|| text.into_bytes())),
        Ok(None) => Err(io::ErrorKind::NotFound.into()),
        Err(_) => Err(io::Error::other("the browser refused to read its storage")),
    }
}

/// Keeps `bytes` at `path`, whole or not at all.
#[cfg(target_arch = "wasm32")]
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let hex: String = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
    storage()?.set_item(&key(path), &hex).map_err(|_| {
        io::Error::new(
            io::ErrorKind::StorageFull,
            "the browser's storage for this page is full",
        )
    })
}

/// Moves what is kept at `from` to `to`.
#[cfg(target_arch = "wasm32")]
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let storage = storage()?;
    let refused = |_| io::Error::other("the browser refused to change its storage");
    let text = storage
        .get_item(&key(from))
        .map_err(refused)?
        .ok_or(io::ErrorKind::NotFound)?;
    storage.set_item(&key(to), &text).map_err(refused)?;
    storage.remove_item(&key(from)).map_err(refused)
}

/// Whether anything is kept at `path`.
#[cfg(target_arch = "wasm32")]
pub fn exists(path: &Path) -> bool {
    storage().is_ok_and(|storage| storage.get_item(&key(path)).ok().flatten().is_some())
}

/// The page's storage, which a browser may refuse (private windows, storage turned off).
#[cfg(target_arch = "wasm32")]
fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::new(io::ErrorKind::Unsupported, "this browser keeps nothing for the page"))
}

#[cfg(target_arch = "wasm32")]
fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// The bytes written as `text`, two hexadecimal digits each; `None` when it is not that.
#[cfg(target_arch = "wasm32")]
fn from_hex(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if digits.len() % 2 != 0 {
        return None;
    }
    digits
        .chunks(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect()
}
