//! Random expression trees: the value gcnjit gives a `.set` symbol equals the
//! value llvm-mc 14 gives it (read back from `.quad` data in both objects).
//! Each case batches many expressions into one file and one llvm-mc call.
//! Divisions and shifts take non-zero literal right operands (llvm-mc 14
//! crashes on a division by zero and on `INT64_MIN / -1`).
//! llvm-mc must be installed: this test fails (never skips) without it.

use gcnjit::asm::{assemble_object, Options};
use object::{Object, ObjectSection};
use proptest::prelude::*;
use std::process::Command;

#[derive(Clone, Debug)]
enum E {
    Num(i64),
    Un(&'static str, Box<E>),
    Bin(&'static str, Box<E>, Box<E>),
}

impl E {
    fn text(&self) -> String {
        match self {
            E::Num(v) if *v < 0 => format!("({v})"),
            E::Num(v) => format!("{v}"),
            E::Un(op, a) => format!("{op}{}", a.text()),
            E::Bin(op, a, b) => format!("({} {op} {})", a.text(), b.text()),
        }
    }
    /// The same tree without parentheses, so precedence decides the grouping.
    fn flat(&self) -> String {
        match self {
            E::Num(v) if *v < 0 => format!("({v})"),
            E::Num(v) => format!("{v}"),
            E::Un(op, a) => format!("{op}{}", a.flat()),
            E::Bin(op, a, b) => format!("{} {op} {}", a.flat(), b.flat()),
        }
    }
}

fn num() -> impl Strategy<Value = E> {
    prop_oneof![
        (-100i64..100).prop_map(E::Num),
        any::<i64>().prop_map(|v| E::Num(v.max(i64::MIN + 1))),
        (0u32..64).prop_map(|s| E::Num(1i64 << s)),
    ]
}

fn tree() -> impl Strategy<Value = E> {
    num().prop_recursive(5, 32, 2, |inner| {
        let bin = prop::sample::select(vec![
            "+", "-", "*", "|", "&", "^", "!", "==", "!=", "<>", "<", "<=", ">", ">=", "&&", "||",
        ]);
        prop_oneof![
            (
                prop::sample::select(vec!["-", "~", "!", "+"]),
                inner.clone()
            )
                .prop_map(|(op, a)| E::Un(op, Box::new(a))),
            (bin, inner.clone(), inner.clone()).prop_map(|(op, a, b)| E::Bin(
                op,
                Box::new(a),
                Box::new(b)
            )),
            (
                prop::sample::select(vec!["/", "%"]),
                inner.clone(),
                prop_oneof![1i64..1000, -1000i64..-1]
            )
                .prop_map(|(op, a, d)| E::Bin(op, Box::new(a), Box::new(E::Num(d)))),
            (prop::sample::select(vec!["<<", ">>"]), inner, 0i64..64)
                .prop_map(|(op, a, s)| E::Bin(op, Box::new(a), Box::new(E::Num(s)))),
        ]
    })
}

fn data_of(obj: &[u8]) -> Vec<u8> {
    let f = object::File::parse(obj).unwrap();
    f.section_by_name(".data").unwrap().data().unwrap().to_vec()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]
    #[test]
    fn set_values_match_llvm_mc(exprs in prop::collection::vec(tree(), 150)) {
        let mut src = String::from(".data\n");
        for (i, e) in exprs.iter().enumerate() {
            src += &format!(".set E{i}, {}\n.set F{i}, {}\n.quad E{i}, F{i}\n", e.text(), e.flat());
        }
        let dir = std::env::temp_dir();
        let path = dir.join(format!("gcnjit-exprprop-{}.s", std::process::id()));
        let out = dir.join(format!("gcnjit-exprprop-{}.o", std::process::id()));
        std::fs::write(&path, &src).unwrap();
        let r = Command::new("llvm-mc")
            .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"])
            .arg(&path).arg("-o").arg(&out)
            .output()
            .expect("llvm-mc must be installed (apt-get install llvm-14)");
        prop_assert!(r.status.success(), "llvm-mc: {}", String::from_utf8_lossy(&r.stderr));
        let theirs = data_of(&std::fs::read(&out).unwrap());
        let opts = Options { arch: gcnjit::Arch::Gfx9, ..Default::default() };
        let obj = assemble_object(&src, &opts).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let ours = obj.sections[obj.section(".data").unwrap()].data.clone();
        for (i, e) in exprs.iter().enumerate() {
            let a = &theirs[16 * i..16 * i + 16];
            let b = &ours[16 * i..16 * i + 16];
            prop_assert_eq!(a, b, "expression {}: `{}` / `{}`", i, e.text(), e.flat());
        }
    }
}
