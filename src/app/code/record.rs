//! The Your code tab's record in the session file, in the shape format 5 first stored it, versioned
//! on its own.

use bincode::{Decode, Encode};

use super::place::{CodePlace, Verdicts};
use crate::game::session::{SessionError, decode_whole};

/// The version of the Your code tab's record this program writes, and the newest it reads.
pub const RECORD_VERSION: u16 = 1;

/// The Your code tab's part, as format 5 on store it: paths as text.
#[derive(Debug, Encode, Decode)]
pub struct StoredCode {
    file: Option<String>,
    recent: Vec<String>,
    /// Passed and checked for each of the seven functions, then check50's passed and checks.
    verdicts: Option<([[u32; 2]; 7], [u32; 2])>,
}

impl From<&CodePlace> for StoredCode {
    fn from(code: &CodePlace) -> StoredCode {
        let text = |path: &std::path::PathBuf| path.to_string_lossy().into_owned();
        StoredCode {
            file: code.file.as_ref().map(text),
            recent: code.recent.iter().map(text).collect(),
            verdicts: code.verdicts.map(|v| (v.functions, v.check50)),
        }
    }
}

impl StoredCode {
    /// The place, refusing verdicts that passed more than they checked.
    pub fn into_place(self) -> Result<CodePlace, SessionError> {
        for [passed, checked] in self
            .verdicts
            .iter()
            .flat_map(|(functions, check50)| functions.iter().chain([check50]))
        {
            if passed > checked {
                return Err(SessionError::Damaged);
            }
        }
        Ok(CodePlace {
            file: self.file.map(Into::into),
            recent: self.recent.into_iter().map(Into::into).collect(),
            verdicts: self
                .verdicts
                .map(|(functions, check50)| Verdicts { functions, check50 }),
        })
    }
}

/// The Your code tab's record.
pub fn encode_record(place: &CodePlace) -> Vec<u8> {
    bincode::encode_to_vec(StoredCode::from(place), bincode::config::standard())
        .expect("encoding into memory cannot fail")
}

/// Reads the Your code tab's record of `version`, one this program knows, whole.
pub fn decode_record(version: u16, bytes: &[u8]) -> Result<CodePlace, SessionError> {
    match version {
        RECORD_VERSION => decode_whole::<StoredCode>(bytes)?.into_place(),
        0 => Err(SessionError::Damaged),
        _ => Err(SessionError::NewerRecord),
    }
}
