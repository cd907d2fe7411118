//! `tictactoe strategy`: the strategy that never loses for X or O, the Perfect level's or the smallest,
//! with how many positions it needs remembered, verified by playing every reply; as text for people,
//! one JSON object for scripts, and drawn as a map (SVG, PNG).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::json::cell;
use crate::board::{Board, Player, Symmetry};
use crate::lang::Lang;
use crate::output::files::write_whole;
use crate::output::json::{Object, array};
use crate::output::numbers::thousands;
use crate::output::png;
use crate::output::quote::quote_end;
use crate::strategy::map::Map;
use crate::strategy::{Counting, Kind, Opening, Proof, Strategy, picture, verify};

/// What `strategy` was asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub side: Player,
    pub kind: Kind,
    /// X's opening, when given.
    pub opening: Option<Opening>,
    pub json: bool,
    /// Where to draw the map as SVG, and as PNG.
    pub svg: Option<PathBuf>,
    pub png: Option<PathBuf>,
}

/// The side of the PNG's square, in pixels: a poster's worth.
const PNG_SIDE: u32 = 3000;
/// The side of the SVG's square, in its units (it scales to any size).
const SVG_SIDE: u32 = 1200;

/// The strategy asked for, found and verified, with the proof that it is the smallest when it is, and
/// how long finding it took.
struct Verified {
    strategy: Strategy,
    proof: Option<Proof>,
    micros: u128,
    /// Positions a game following it reaches, both sides' and finished ones, alike ones once.
    reached: usize,
}

/// Finds and verifies the strategy; a strategy that fails its verification is a fault of the program,
/// said as such.
fn find(asked: &Asked) -> Result<Verified, String> {
    let started = Instant::now();
    let (strategy, proof) = match asked.kind {
        Kind::Perfect => (Strategy::perfect(asked.side, asked.opening), None),
        Kind::Smallest => {
            let (strategy, proof) = Strategy::smallest(asked.side, asked.opening, Counting::Choices);
            (strategy, Some(proof))
        }
    };
    let micros = started.elapsed().as_micros();
    let reached = verify(&strategy).map_err(|broken| format!("the strategy failed its verification: {broken:?}"))?;
    Ok(Verified {
        strategy,
        proof,
        micros,
        reached,
    })
}

/// Writes what was asked: the map's files, then the strategy as text or JSON.
pub fn write(asked: &Asked, lang: Lang, out: &mut dyn Write) -> Result<(), String> {
    let found = find(asked)?;
    // The map's strokes, worked out only when it is drawn.
    let strokes = match asked.svg.is_some() || asked.png.is_some() {
        true => picture::strokes(&Map::of(&found.strategy)),
        false => Vec::new(),
    };
    if let Some(path) = &asked.svg {
        let svg = picture::svg(&strokes, SVG_SIDE, &title(&found, lang));
        written(path, svg.as_bytes(), lang)?;
    }
    if let Some(path) = &asked.png {
        let pixels = picture::pixels(&strokes, PNG_SIDE);
        written(path, &png::encode(PNG_SIDE, PNG_SIDE, &pixels), lang)?;
    }
    let text = match asked.json {
        true => format!("{}\n", json(&found)),
        false => text(&found, lang),
    };
    out.write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// Writes a file whole, or says why it cannot.
fn written(path: &Path, bytes: &[u8], lang: Lang) -> Result<(), String> {
    write_whole(path, bytes).map_err(|e| {
        let path = quote_end(&path.to_string_lossy());
        lang.pick(format!("cannot write {path}: {e}"), format!("无法写入 {path}：{e}"))
    })
}

/// "X's smallest strategy, opening in the centre: 22 positions to remember".
fn title(found: &Verified, lang: Lang) -> String {
    let strategy = &found.strategy;
    let side = strategy.side;
    let which = match (strategy.kind, lang) {
        (Kind::Perfect, Lang::En) => format!("{side}'s strategy at the Perfect level"),
        (Kind::Smallest, Lang::En) => format!("{side}'s smallest strategy"),
        (Kind::Perfect, Lang::Zh) => format!("{side} 的“完美”难度策略"),
        (Kind::Smallest, Lang::Zh) => format!("{side} 的最小策略"),
    };
    let opening = strategy
        .opening
        .map_or(String::new(), |opening| opening_words(opening, lang));
    let count = strategy.positions();
    lang.pick(
        format!("{which}{opening}: {count} positions to remember"),
        format!("{which}{opening}：需要记住 {count} 个局面"),
    )
}

/// ", opening in the centre".
fn opening_words(opening: Opening, lang: Lang) -> String {
    match (opening, lang) {
        (Opening::Centre, Lang::En) => ", opening in the centre".into(),
        (Opening::Corner, Lang::En) => ", opening in a corner".into(),
        (Opening::Edge, Lang::En) => ", opening on an edge".into(),
        (Opening::Centre, Lang::Zh) => "（开局下中心）".into(),
        (Opening::Corner, Lang::Zh) => "（开局下角）".into(),
        (Opening::Edge, Lang::Zh) => "（开局下边）".into(),
    }
}

/// The strategy for people: what it is, why it is the smallest or how it compares, that it was
/// verified, and each position with its move.
fn text(found: &Verified, lang: Lang) -> String {
    let strategy = &found.strategy;
    let (side, other) = (strategy.side, strategy.side.opponent());
    let mut lines = vec![title(found, lang)];
    if let Some(proof) = found.proof {
        let (candidates, choices) = (thousands(proof.candidates as u64), thousands(proof.choices));
        lines.push(lang.pick(
            format!("  the smallest there is: a search of every strategy over the {candidates} positions {side} may meet found none smaller ({choices} choices tried)"),
            format!("  这是最小的：对 {side} 可能遇到的 {candidates} 个局面上的所有策略进行穷尽搜索，没有找到更小的（尝试了 {choices} 次选择）"),
        ));
    }
    lines.push(lang.pick(
        format!("  verified: every reply of {other} played; {side} never loses, and a won position stays won ({} positions reached in all)", found.reached),
        format!("  已验证：{other} 的每一种应对都下过；{side} 从不输棋，赢面始终保持（共到达 {} 个局面）", found.reached),
    ));
    lines.push(lang.pick(
        "  positions alike under rotation and reflection count once; at each, the move keeps the outcome".to_string(),
        "  经旋转或翻转相同的局面只算一次；每个局面上的着法都保持原有结局".to_string(),
    ));
    lines.push(String::new());
    for (board, cell) in strategy.entries() {
        lines.push(lang.pick(
            format!("  {board}  {side} plays {cell}"),
            format!("  {board}  {side} 下 {cell}"),
        ));
    }
    lines.join("\n") + "\n"
}

/// The strategy for scripts, in one object: the side, the opening, the counts, the proof, and each
/// position with its move and the positions alike with theirs.
fn json(found: &Verified) -> Object {
    let strategy = &found.strategy;
    let proof = found.proof.map(|proof| {
        Object::new()
            .field("method", "exhaustive branch and bound")
            .field("counting", "positions where the side chooses a move, alike ones once")
            .field("candidates", proof.candidates)
            .field("choices", proof.choices)
            .field("micros", found.micros)
            .field("smallest", true)
    });
    let entries = strategy.entries().map(|(board, chosen)| {
        Object::new()
            .field("board", board.to_string())
            .field("move", cell(chosen))
            .field(
                "alike",
                array(alike(board).into_iter().map(|symmetry| {
                    Object::new()
                        .field("board", symmetry.apply(board).to_string())
                        .field("move", cell(symmetry.apply_cell(chosen)))
                        .field("symmetry", symmetry.name())
                })),
            )
    });
    Object::new()
        .field("side", strategy.side.to_string().to_lowercase())
        .field(
            "strategy",
            match strategy.kind {
                Kind::Perfect => "perfect",
                Kind::Smallest => "smallest",
            },
        )
        .field("opening", strategy.opening.map(Opening::name))
        .field("positions", strategy.positions())
        .field("with_finished", strategy.with_finished())
        .field("reached", found.reached)
        .field("verified", true)
        .field("proof", proof)
        .field("entries", array(entries))
}

/// The symmetries that take `board` to each of its other images, one for each image.
fn alike(board: Board) -> Vec<Symmetry> {
    let mut images: Vec<Board> = vec![board];
    let mut found = Vec::new();
    for symmetry in Symmetry::ALL {
        let image = symmetry.apply(board);
        if !images.contains(&image) {
            images.push(image);
            found.push(symmetry);
        }
    }
    found
}
