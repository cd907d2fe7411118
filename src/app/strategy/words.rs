//! What the Strategy tab says: the openings' names, what the strategy shown needs and why it is the
//! smallest, and a board of the map as a position with its outcome.

use crate::app::strategy::Worked;
use crate::app::widgets::style::thousands;
use crate::board::Player;
use crate::lang::Lang;
use crate::strategy::map::Drawn;
use crate::strategy::{Kind, Opening};
use crate::table;

/// "Centre", "Corner", "Edge".
pub fn opening(opening: Opening, lang: Lang) -> &'static str {
    match opening {
        Opening::Centre => lang.pick("Centre", "中心"),
        Opening::Corner => lang.pick("Corner", "角"),
        Opening::Edge => lang.pick("Edge", "边"),
    }
}

/// What the strategy is and needs, and how it was checked: two or three lines.
pub fn summary(worked: &Worked, lang: Lang) -> Vec<String> {
    let strategy = &worked.strategy;
    let (side, other) = (strategy.side, strategy.side.opponent());
    let count = thousands(strategy.positions() as u64);
    let which = match strategy.kind {
        Kind::Perfect => lang.pick(
            format!("{side} at the Perfect level"),
            format!("{side} 的“完美”难度策略"),
        ),
        Kind::Smallest => lang.pick(format!("{side}'s smallest strategy"), format!("{side} 的最小策略")),
    };
    let mut lines = vec![lang.pick(
        format!("{which}: {count} positions to remember. The red move is the one to make; each small board is the game after {other}'s reply there."),
        format!("{which}：需要记住 {count} 个局面。红色的是该下的着法；每个小棋盘是 {other} 在那一格应对之后的局面。"),
    )];
    if let Some(proof) = worked.proof {
        let (candidates, choices) = (thousands(proof.candidates as u64), thousands(proof.choices));
        lines.push(lang.pick(
            format!("None is smaller: a search of every strategy over the {candidates} positions {side} may meet found none ({choices} choices tried)."),
            format!("没有更小的：对 {side} 可能遇到的 {candidates} 个局面上的所有策略进行穷尽搜索，没有找到（尝试了 {choices} 次选择）。"),
        ));
    }
    lines.push(match worked.verified {
        Ok(_) => lang.pick(
            format!("Checked against every reply of {other}: {side} never loses, and a won position stays won. Positions alike under rotation and reflection count once."),
            format!("已对照 {other} 的每一种应对检查：{side} 从不输棋，赢面始终保持。经旋转或翻转相同的局面只算一次。"),
        ),
        Err(broken) => lang.pick(
            format!("This strategy failed its check ({broken:?}): please report it."),
            format!("这个策略没有通过检查（{broken:?}）：请报告这个问题。"),
        ),
    });
    lines
}

/// A board of the map for people: "X..O..... · X plays 1,1 · perfect play: draw".
pub fn position(drawn: &Drawn, lang: Lang) -> String {
    let board = drawn.board;
    let verdict = table::outcome(board).words(lang);
    let side = |player: Player| player.to_string();
    match drawn.chosen {
        Some(cell) => {
            let mover = side(board.next_player());
            lang.pick(
                format!("{board} · {mover} plays {cell} · perfect play: {verdict}"),
                format!("{board} · {mover} 下 {cell} · 完美对弈：{verdict}"),
            )
        }
        None => lang.pick(
            format!("{board} · perfect play: {verdict}"),
            format!("{board} · 完美对弈：{verdict}"),
        ),
    }
}
