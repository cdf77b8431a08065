//! The `--svg` chart: guest instructions per second per kernel, one bar per
//! engine, on a logarithmic axis (the engines are orders of magnitude apart).

use gcnjit::bench::harness::{EngineKind, KernelFigures};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

const WIDTH: u32 = 1000;
const HEIGHT: u32 = 520;

fn color(e: EngineKind) -> RGBColor {
    match e {
        EngineKind::Interp => RGBColor(0xd9, 0x5f, 0x02),
        EngineKind::Jit => RGBColor(0x1b, 0x9e, 0x77),
        EngineKind::Native => RGBColor(0x75, 0x70, 0xb3),
    }
}

fn label(e: EngineKind) -> &'static str {
    match e {
        EngineKind::Interp => "interpreter",
        EngineKind::Jit => "JIT (warm)",
        EngineKind::Native => "native Rust",
    }
}

/// `v` with an SI suffix: 1.5G, 20M, 300k.
pub fn si(v: f64) -> String {
    let (d, s) = if v >= 1e9 {
        (1e9, "G")
    } else if v >= 1e6 {
        (1e6, "M")
    } else if v >= 1e3 {
        (1e3, "k")
    } else {
        (1.0, "")
    };
    let x = v / d;
    if x >= 10.0 || x.fract() == 0.0 {
        format!("{x:.0}{s}")
    } else {
        format!("{x:.1}{s}")
    }
}

/// The chart as SVG text.
pub fn chart(figures: &[KernelFigures]) -> Result<String, String> {
    let mut out = String::new();
    draw(&mut out, figures).map_err(|e| e.to_string())?;
    Ok(out)
}

fn draw(
    out: &mut String,
    figures: &[KernelFigures],
) -> Result<(), DrawingAreaErrorKind<std::io::Error>> {
    let root = SVGBackend::with_string(out, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let values = figures
        .iter()
        .flat_map(|f| EngineKind::ALL.map(|e| f.guest_ips(e)))
        .filter(|v| v.is_finite() && *v > 0.0);
    let (min, max) = values.fold((f64::MAX, 0f64), |(a, b), v| (a.min(v), b.max(v)));
    let (lo, hi) = if max > 0.0 {
        (
            10f64.powf(min.log10().floor()),
            10f64.powf(max.log10().ceil().max(min.log10().floor() + 1.0)),
        )
    } else {
        (1.0, 10.0)
    };
    let n = figures.len().max(1) as f64;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "gcnjit bench: guest instructions per second (log scale)",
            ("sans-serif", 20),
        )
        .margin(12)
        .margin_bottom(34)
        .x_label_area_size(36)
        .y_label_area_size(64)
        .build_cartesian_2d(0f64..n, (lo..hi).log_scale())?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .x_label_formatter(&|_| String::new())
        .y_desc("guest instructions / s")
        .label_style(("sans-serif", 15))
        .axis_desc_style(("sans-serif", 15))
        .y_label_formatter(&|v| si(*v))
        .draw()?;
    let width = 0.8 / EngineKind::ALL.len() as f64;
    for (j, e) in EngineKind::ALL.into_iter().enumerate() {
        let c = color(e);
        chart.draw_series(figures.iter().enumerate().map(|(i, f)| {
            let x0 = i as f64 + 0.1 + j as f64 * width;
            let v = f.guest_ips(e).clamp(lo, hi);
            Rectangle::new([(x0, lo), (x0 + width * 0.92, v)], c.filled())
        }))?;
        // The legend sits in a row under the kernel names, where no bar or
        // title can reach it.
        let x = 90 + 170 * j as i32;
        let y = HEIGHT as i32 - 24;
        root.draw(&Rectangle::new([(x, y - 7), (x + 14, y + 7)], c.filled()))?;
        root.draw(&Text::new(
            label(e),
            (x + 20, y),
            ("sans-serif", 16)
                .into_font()
                .color(&BLACK)
                .pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
    }
    let name_style = ("sans-serif", 15)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Center, VPos::Top));
    for (i, f) in figures.iter().enumerate() {
        let (x, y) = chart.backend_coord(&(i as f64 + 0.5, lo));
        root.draw(&Text::new(f.kernel, (x, y + 8), name_style.clone()))?;
    }
    root.present()?;
    Ok(())
}
