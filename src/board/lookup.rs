//! Tables computed at compile time, so that the questions searches ask at every position (is there a
//! line, how many marks, which number is this board) are each one array read.

/// The eight lines as 9-bit masks: three rows, three columns, two diagonals.
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// `HAS_LINE[marks]`: whether a 9-bit set of marks holds a line.
pub const HAS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut marks = 0;
    while marks < 512 {
        let mut line = 0;
        while line < LINES.len() {
            if marks as u16 & LINES[line] == LINES[line] {
                table[marks] = true;
            }
            line += 1;
        }
        marks += 1;
    }
    table
};

/// `COMPLETING[marks]`: the cells that would complete a line of a 9-bit set of marks (the missing
/// cell of each line it holds two cells of), empty or not. Move ordering asks it twice at every
/// position alpha-beta searches.
pub const COMPLETING: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut marks = 0;
    while marks < 512 {
        let mut line = 0;
        while line < LINES.len() {
            let missing = LINES[line] & !(marks as u16);
            if missing.is_power_of_two() {
                table[marks] |= missing;
            }
            line += 1;
        }
        marks += 1;
    }
    table
};

/// `MARK_COUNT[cells]`: how many cells a 9-bit set holds.
pub const MARK_COUNT: [u8; 512] = {
    let mut table = [0; 512];
    let mut cells = 0;
    while cells < 512 {
        table[cells] = (cells as u16).count_ones() as u8;
        cells += 1;
    }
    table
};

/// `BASE3[mask]`: the base-3 digit weights of a mask's cells summed, so a board's number is
/// `BASE3[x] + 2 * BASE3[o]`.
pub const BASE3: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let (mut bit, mut weight, mut sum) = (0, 1u16, 0u16);
        while bit < 9 {
            if mask & (1 << bit) != 0 {
                sum += weight;
            }
            weight *= 3;
            bit += 1;
        }
        table[mask] = sum;
        mask += 1;
    }
    table
};
