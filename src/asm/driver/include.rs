//! `.include` and `.incbin`, and where they find their files.

use super::Asm;
use crate::asm::expr::Cursor;
use crate::asm::lexer;
use crate::asm::source::{self, FrameKind};
use crate::asm::Res;
use std::path::PathBuf;
use std::rc::Rc;

impl Asm {
    /// Finds a file for `.include`/`.incbin`: as given, then each `-I`
    /// directory, then the including file's directory.
    fn find_file(&self, name: &str) -> Option<PathBuf> {
        let given = PathBuf::from(name);
        if given.is_file() {
            return Some(given);
        }
        for d in &self.opts.include_dirs {
            let p = d.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
        let dir = if self.line.file.is_empty() {
            self.opts
                .path
                .as_ref()
                .and_then(|p| p.parent().map(|d| d.to_path_buf()))
        } else {
            PathBuf::from(&*self.line.file)
                .parent()
                .map(|d| d.to_path_buf())
        };
        dir.map(|d| d.join(name)).filter(|p| p.is_file())
    }

    /// `.include "file"`: its lines are read next.
    pub(super) fn include(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let ncol = c.col();
        let name = String::from_utf8_lossy(&self.string_arg(c)?).into_owned();
        self.no_more(c)?;
        let path = self
            .find_file(&name)
            .ok_or((ncol, format!("Could not find include file '{name}'")))?;
        let text = std::fs::read_to_string(&path).map_err(|e| (ncol, format!("{name}: {e}")))?;
        let stripped = lexer::strip_block_comments(&text)
            .map_err(|(l, cc, m)| (ncol, format!("{name}:{l}:{cc}: {m}")))?;
        let file: Rc<str> = Rc::from(path.display().to_string());
        let lines = source::lines_of(&file, &stripped);
        self.push_lines(lines, FrameKind::File, col)
    }

    /// `.incbin "file"[, skip[, count]]`.
    pub(super) fn incbin(&mut self, c: &mut Cursor, col: usize) -> Res<()> {
        let ncol = c.col();
        let name = String::from_utf8_lossy(&self.string_arg(c)?).into_owned();
        let mut skip = 0i64;
        let mut count = None;
        if c.eat(',') {
            skip = self.abs_now(c)?;
            if c.eat(',') {
                count = Some(self.abs_now(c)?);
            }
        }
        self.no_more(c)?;
        let path = self
            .find_file(&name)
            .ok_or((ncol, format!("Could not find incbin file '{name}'")))?;
        let bytes = std::fs::read(&path).map_err(|e| (ncol, format!("{name}: {e}")))?;
        if skip < 0 || skip as usize > bytes.len() {
            return Err((ncol, "skip is out of the file".into()));
        }
        let mut b = &bytes[skip as usize..];
        if let Some(n) = count {
            if n < 0 {
                return Err((ncol, "negative count has no effect".into()));
            }
            b = &b[..(n as usize).min(b.len())];
        }
        let b = b.to_vec();
        self.emit(&b, col)
    }
}
