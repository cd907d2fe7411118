//! The map's strokes, which the window paints in its theme's colours, and the map drawn for print with
//! them: as SVG (vector, with a title) and as pixels for a PNG (the map alone). Each board has its grid,
//! its marks, and the move to make, larger and bolder, in red.

use std::fmt::Write as _;

use super::map::{Drawn, Map};
use crate::board::{Cell, Player};

/// An RGB colour.
type Rgb = [u8; 3];

const PAPER: Rgb = [255, 255, 255];

/// What a stroke draws, which says its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// A board's lines.
    Grid,
    /// A mark already on the board.
    Mark,
    /// The move to make.
    Chosen,
}

impl Ink {
    /// Its colour on paper.
    fn printed(self) -> Rgb {
        match self {
            Ink::Grid => [90, 90, 90],
            Ink::Mark => [30, 30, 30],
            Ink::Chosen => [211, 47, 47],
        }
    }
}

/// One stroke of the map, in the unit square: a segment, or a circle's outline, `width` wide.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stroke {
    /// A segment.
    Line {
        /// Where it starts.
        from: (f32, f32),
        /// Where it ends.
        to: (f32, f32),
        /// How wide it is.
        width: f32,
        /// What it draws.
        ink: Ink,
    },
    /// A circle's outline.
    Ring {
        /// Its centre.
        centre: (f32, f32),
        /// Its radius, to the middle of the line.
        radius: f32,
        /// How wide the line is.
        width: f32,
        /// What it draws.
        ink: Ink,
    },
}

/// Every stroke of the map, largest boards first.
pub fn strokes(map: &Map) -> Vec<Stroke> {
    let mut strokes = Vec::new();
    for drawn in &map.boards {
        grid(drawn, &mut strokes);
        for (cell, player, chosen) in marks(drawn) {
            mark(drawn, cell, player, chosen, &mut strokes);
        }
    }
    strokes
}

/// A board's two lines each way.
fn grid(drawn: &Drawn, strokes: &mut Vec<Stroke>) {
    let (x, y, side) = (drawn.x, drawn.y, drawn.side);
    let width = side * 0.01;
    for i in 1..3 {
        let at = i as f32 * side / 3.0;
        strokes.push(Stroke::Line {
            from: (x + at, y),
            to: (x + at, y + side),
            width,
            ink: Ink::Grid,
        });
        strokes.push(Stroke::Line {
            from: (x, y + at),
            to: (x + side, y + at),
            width,
            ink: Ink::Grid,
        });
    }
}

/// A mark in a cell: the move to make in red and bold, the others thin.
fn mark(drawn: &Drawn, cell: Cell, player: Player, chosen: bool, strokes: &mut Vec<Stroke>) {
    let (x, y, side) = drawn.cell(cell);
    let (ink, width, inset) = match chosen {
        true => (Ink::Chosen, side * 0.12, side * 0.18),
        false => (Ink::Mark, side * 0.06, side * 0.28),
    };
    match player {
        Player::X => {
            let (left, top, right, bottom) = (x + inset, y + inset, x + side - inset, y + side - inset);
            strokes.push(Stroke::Line {
                from: (left, top),
                to: (right, bottom),
                width,
                ink,
            });
            strokes.push(Stroke::Line {
                from: (right, top),
                to: (left, bottom),
                width,
                ink,
            });
        }
        Player::O => {
            let centre = (x + side / 2.0, y + side / 2.0);
            strokes.push(Stroke::Ring {
                centre,
                radius: side / 2.0 - inset,
                width,
                ink,
            });
        }
    }
}

/// Which mark a cell of a drawn board shows, and whether it is the move to make.
fn marks(drawn: &Drawn) -> impl Iterator<Item = (Cell, Player, bool)> + '_ {
    Cell::ALL.into_iter().filter_map(move |cell| {
        let chosen = drawn.chosen == Some(cell);
        let player = match chosen {
            true => drawn.board.next_player(),
            false => drawn.board.get(cell)?,
        };
        Some((cell, player, chosen))
    })
}

fn hex(color: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", color[0], color[1], color[2])
}

/// The map's strokes as an SVG document `size` units wide, `title` above it.
pub fn svg(strokes: &[Stroke], size: u32, title: &str) -> String {
    let side = size as f32;
    let heading = side * 0.05;
    let mut out = String::new();
    let height = side + heading;
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{height}" viewBox="0 0 {side} {height}">"#
    );
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="{}"/>"#, hex(PAPER));
    let title = title.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" font-family="sans-serif" font-size="{}" fill="{}">{title}</text>"#,
        side * 0.02,
        heading * 0.7,
        heading * 0.5,
        hex(Ink::Mark.printed())
    );
    let _ = writeln!(
        out,
        r#"<g transform="translate(0 {heading})" stroke-linecap="round" fill="none">"#
    );
    for &stroke in strokes {
        let _ = match stroke {
            Stroke::Line {
                from,
                to,
                width,
                ink: color,
            } => writeln!(
                out,
                r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="{}" stroke-width="{:.3}"/>"#,
                from.0 * side,
                from.1 * side,
                to.0 * side,
                to.1 * side,
                hex(color.printed()),
                width * side
            ),
            Stroke::Ring {
                centre,
                radius,
                width,
                ink: color,
            } => writeln!(
                out,
                r#"<circle cx="{:.2}" cy="{:.2}" r="{:.2}" stroke="{}" stroke-width="{:.3}"/>"#,
                centre.0 * side,
                centre.1 * side,
                radius * side,
                hex(color.printed()),
                width * side
            ),
        };
    }
    out.push_str("</g>\n</svg>\n");
    out
}

/// The map's strokes as `size` × `size` RGB pixels, row by row, each stroke smoothed at its edges.
pub fn pixels(strokes: &[Stroke], size: u32) -> Vec<u8> {
    let n = size as usize;
    let mut canvas = vec![255u8; n * n * 3];
    let scale = size as f32;
    for &stroke in strokes {
        let (width, color) = match stroke {
            Stroke::Line { width, ink, .. } | Stroke::Ring { width, ink, .. } => (width * scale, ink.printed()),
        };
        // Strokes thinner than a pixel are drawn a pixel wide, fainter.
        let (drawn_width, strength) = (width.max(1.0), (width / 1.0).min(1.0));
        let distance = |px: f32, py: f32| match stroke {
            Stroke::Line { from, to, .. } => segment_distance((px, py), scaled(from, scale), scaled(to, scale)),
            Stroke::Ring { centre, radius, .. } => {
                let (cx, cy) = scaled(centre, scale);
                ((px - cx).hypot(py - cy) - radius * scale).abs()
            }
        };
        let (left, top, right, bottom) = bounds(stroke, scale, drawn_width);
        for py in top.max(0)..bottom.min(n as i64) {
            for px in left.max(0)..right.min(n as i64) {
                let d = distance(px as f32 + 0.5, py as f32 + 0.5);
                let cover = (drawn_width / 2.0 + 0.5 - d).clamp(0.0, 1.0) * strength;
                if cover > 0.0 {
                    let at = (py as usize * n + px as usize) * 3;
                    for (channel, &value) in canvas[at..at + 3].iter_mut().zip(&color) {
                        *channel = (*channel as f32 * (1.0 - cover) + value as f32 * cover).round() as u8;
                    }
                }
            }
        }
    }
    canvas
}

fn scaled(point: (f32, f32), scale: f32) -> (f32, f32) {
    (point.0 * scale, point.1 * scale)
}

/// The pixels a stroke may touch, as (left, top, right, bottom), right and bottom past the end.
fn bounds(stroke: Stroke, scale: f32, width: f32) -> (i64, i64, i64, i64) {
    let (min, max) = match stroke {
        Stroke::Line { from, to, .. } => (
            (from.0.min(to.0), from.1.min(to.1)),
            (from.0.max(to.0), from.1.max(to.1)),
        ),
        Stroke::Ring { centre, radius, .. } => (
            (centre.0 - radius, centre.1 - radius),
            (centre.0 + radius, centre.1 + radius),
        ),
    };
    let pad = width / 2.0 + 1.0;
    (
        (min.0 * scale - pad).floor() as i64,
        (min.1 * scale - pad).floor() as i64,
        (max.0 * scale + pad).ceil() as i64 + 1,
        (max.1 * scale + pad).ceil() as i64 + 1,
    )
}

/// How far point `p` is from the segment from `a` to `b`.
fn segment_distance(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx * dx + dy * dy;
    let t = match length > 0.0 {
        true => (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length).clamp(0.0, 1.0),
        false => 0.0,
    };
    (p.0 - (a.0 + t * dx)).hypot(p.1 - (a.1 + t * dy))
}
