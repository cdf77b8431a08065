//! Where statements come from: the file, included files, macro expansions and
//! repetitions, as a stack of line lists read in order.

use std::rc::Rc;

/// One line of input with where it was written.
#[derive(Clone, Debug)]
pub struct Line {
    /// The file it came from, for messages (empty: the main file).
    pub file: Rc<str>,
    pub line: usize,
    pub text: String,
}

/// Why a frame of lines was pushed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKind {
    File,
    Macro,
    Repeat,
}

struct Frame {
    lines: Vec<Line>,
    pos: usize,
    kind: FrameKind,
    /// Depth of conditional nesting when the frame started (`.exitm` and the end of
    /// a macro unwind to it).
    cond_depth: usize,
}

/// The stack of line sources.
#[derive(Default)]
pub struct Source {
    frames: Vec<Frame>,
}

/// Deepest stack of includes, macro calls and repetitions.
pub const MAX_FRAMES: usize = 100;

impl Source {
    /// Pushes lines to be read next.
    pub fn push(&mut self, lines: Vec<Line>, kind: FrameKind, cond_depth: usize) -> bool {
        if self.frames.len() >= MAX_FRAMES {
            return false;
        }
        self.frames.push(Frame {
            lines,
            pos: 0,
            kind,
            cond_depth,
        });
        true
    }

    /// The next line, and the conditional depth of the frame it ended if any
    /// frame ended before it (so the caller can check unclosed `.if`s).
    pub fn next_line(&mut self) -> Option<Line> {
        loop {
            let f = self.frames.last_mut()?;
            if f.pos < f.lines.len() {
                f.pos += 1;
                return Some(f.lines[f.pos - 1].clone());
            }
            self.frames.pop();
        }
    }

    /// Abandons the innermost macro expansion (`.exitm`); returns the conditional
    /// depth to unwind to.
    pub fn exit_macro(&mut self) -> Option<usize> {
        while let Some(f) = self.frames.pop() {
            if f.kind == FrameKind::Macro {
                return Some(f.cond_depth);
            }
        }
        None
    }

    /// Whether a macro expansion is being read.
    pub fn in_macro(&self) -> bool {
        self.frames.iter().any(|f| f.kind == FrameKind::Macro)
    }

    /// Drops everything (`.end`).
    pub fn clear(&mut self) {
        self.frames.clear();
    }

    pub fn depth(&self) -> usize {
        self.frames.len()
    }
}

/// Splits a file's text (block comments already blanked) into lines.
pub fn lines_of(file: &Rc<str>, text: &str) -> Vec<Line> {
    text.lines()
        .enumerate()
        .map(|(i, t)| Line {
            file: file.clone(),
            line: i + 1,
            text: t.to_string(),
        })
        .collect()
}
