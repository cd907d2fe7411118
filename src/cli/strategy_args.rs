//! The words of `tictactoe strategy`: which side, which strategy, X's opening, and where to draw it.

use super::command::Command;
use super::common::{JSON, bad_value};
use super::spec::{Given, Opt};
use super::strategy::Asked;
use super::usage_error::UsageError;
use crate::board::Player;
use crate::lang::{Both, Said};
use crate::strategy::{Kind, Opening};

pub(super) const AS: Opt = Opt {
    name: "--as",
    value: Some("x|o"),
    required: false,
    aliases: &[],
    about: Both::new(
        "the side that follows the strategy (default: x)",
        "执行策略的一方（默认：x）",
    ),
};
pub(super) const SMALLEST: Opt = Opt {
    name: "--smallest",
    value: None,
    required: false,
    aliases: &[],
    about: Both::new(
        "the strategy that needs the fewest positions remembered, proved the smallest, instead of the Perfect level's",
        "需要记住的局面最少的策略（并证明没有更小的），而不是“完美”难度的策略",
    ),
};
pub(super) const OPENING: Opt = Opt {
    name: "--opening",
    value: Some("O"),
    required: false,
    aliases: &[],
    about: Both::new(
        "X's first move: centre, corner or edge (default: the strategy's own choice)",
        "X 的第一步：centre（中心）、corner（角）或 edge（边）（默认由策略自己选择）",
    ),
};
pub(super) const SVG: Opt = Opt {
    name: "--svg",
    value: Some("FILE"),
    required: false,
    aliases: &[],
    about: Both::new(
        "also draw the strategy's map as SVG in FILE",
        "同时把策略图以 SVG 格式画到 FILE",
    ),
};
pub(super) const PNG: Opt = Opt {
    name: "--png",
    value: Some("FILE"),
    required: false,
    aliases: &[],
    about: Both::new(
        "also draw the strategy's map as a PNG, 3000 pixels square, in FILE",
        "同时把策略图画成 3000×3000 像素的 PNG，写到 FILE",
    ),
};

/// The command the words ask for, or why they ask for none.
pub(super) fn build(given: &Given) -> Result<Command, UsageError> {
    let side = match given.value(AS) {
        None | Some("x" | "X") => Player::X,
        Some("o" | "O") => Player::O,
        Some(other) => return Err(bad_value(AS, Said::new("x or o", "x 或 o"), other)),
    };
    let opening = given
        .value(OPENING)
        .map(|name| {
            let known = Opening::ALL.into_iter().find(|opening| opening.name() == name);
            known.ok_or_else(|| {
                bad_value(
                    OPENING,
                    Said::new("centre, corner or edge", "centre、corner 或 edge"),
                    name,
                )
            })
        })
        .transpose()?;
    if let (Player::O, Some(_)) = (side, opening) {
        return Err(UsageError::OpeningForO);
    }
    let kind = match given.has(SMALLEST) {
        true => Kind::Smallest,
        false => Kind::Perfect,
    };
    Ok(Command::Strategy(Asked {
        side,
        kind,
        opening,
        json: given.has(JSON),
        svg: given.value(SVG).map(Into::into),
        png: given.value(PNG).map(Into::into),
    }))
}
