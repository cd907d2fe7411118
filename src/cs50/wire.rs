//! bincode for the types a check's result holds (a [`Report`](super::Report), a
//! [`StartError`](super::StartError)) that do not derive it where they are defined, so that the result
//! crosses a Web Worker's boundary: the board layer's (std only, for `build.rs` includes it) and the
//! harness's [`Lost`]. A decoded value equals the one encoded.

use bincode::de::{Decode, Decoder};
use bincode::enc::{Encode, Encoder};
use bincode::error::{AllowedEnumVariants, DecodeError, EncodeError};
use bincode::impl_borrow_decode;

use super::harness::Lost;
use super::protocol::Ended;
use crate::board::{Board, Cell, Cells, Outcome, Player};

// By hand: the board layer is std only. As its base-3 number, read back only if a game reaches it.
impl Encode for Board {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        self.number().encode(encoder)
    }
}

impl<Context> Decode<Context> for Board {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        Board::from_number(usize::decode(decoder)?).map_err(|_| DecodeError::Other("not a board a game reaches"))
    }
}
impl_borrow_decode!(Board);

// By hand: the board layer is std only. A cell goes as its row-major place.
impl Encode for Cell {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        self.place().encode(encoder)
    }
}

impl<Context> Decode<Context> for Cell {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        Cell::at(usize::decode(decoder)?).ok_or(DecodeError::Other("not a cell of the board"))
    }
}
impl_borrow_decode!(Cell);

// By hand: the board layer is std only. A set of cells goes as its 9-bit mask.
impl Encode for Cells {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        self.bits().encode(encoder)
    }
}

impl<Context> Decode<Context> for Cells {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        let bits = u16::decode(decoder)?;
        match bits & !Cells::ALL.bits() {
            0 => Ok(Cells::from_bits(bits)),
            _ => Err(DecodeError::Other("a set of cells with a bit past the ninth")),
        }
    }
}
impl_borrow_decode!(Cells);

// By hand: the board layer is std only. As a derive would: the variant's index.
impl Encode for Player {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        let index: u32 = match self {
            Player::X => 0,
            Player::O => 1,
        };
        index.encode(encoder)
    }
}

impl<Context> Decode<Context> for Player {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        match u32::decode(decoder)? {
            0 => Ok(Player::X),
            1 => Ok(Player::O),
            found => Err(DecodeError::UnexpectedVariant {
                type_name: "Player",
                allowed: &AllowedEnumVariants::Range { min: 0, max: 1 },
                found,
            }),
        }
    }
}
impl_borrow_decode!(Player);

// By hand: the board layer is std only. As a derive would: its fields in order.
impl Encode for Outcome {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        self.winner.encode(encoder)?;
        self.plies.encode(encoder)
    }
}

impl<Context> Decode<Context> for Outcome {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        Ok(Outcome {
            winner: Decode::decode(decoder)?,
            plies: Decode::decode(decoder)?,
        })
    }
}
impl_borrow_decode!(Outcome);

// By hand, outside `harness/`, where a derive would do the same: the variant's index, then its field.
impl Encode for Lost {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        match self {
            Lost::TimedOut(spent) => (0u32, spent).encode(encoder),
            Lost::Waited(waited) => (1u32, waited).encode(encoder),
            Lost::Ended(ended) => (2u32, ended).encode(encoder),
            Lost::Unreadable(line) => (3u32, line).encode(encoder),
            Lost::TooLong(bytes) => (4u32, bytes).encode(encoder),
            Lost::NotStarted => 5u32.encode(encoder),
        }
    }
}

impl<Context> Decode<Context> for Lost {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
        Ok(match u32::decode(decoder)? {
            0 => Lost::TimedOut(Decode::decode(decoder)?),
            1 => Lost::Waited(Decode::decode(decoder)?),
            2 => Lost::Ended(Ended::decode(decoder)?),
            3 => Lost::Unreadable(Decode::decode(decoder)?),
            4 => Lost::TooLong(Decode::decode(decoder)?),
            5 => Lost::NotStarted,
            found => {
                return Err(DecodeError::UnexpectedVariant {
                    type_name: "Lost",
                    allowed: &AllowedEnumVariants::Range { min: 0, max: 5 },
                    found,
                });
            }
        })
    }
}
impl_borrow_decode!(Lost);
