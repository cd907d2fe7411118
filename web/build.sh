#!/bin/sh
# Builds the page into web/dist/: index.html, the program's wasm and its loader. Serve that folder
# with any static server, for example: python3 -m http.server -d web/dist
set -eu
web=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$web")
dist=$web/dist
target=wasm32-unknown-unknown
cd "$root"
# The desktop's release build is stripped; wasm-bindgen reads which wasm features were used from a
# section stripping removes; it drops the functions' names itself (--remove-name-section).
keep="--config profile.release.strip=false"

# The toolchain: rustup's wasm32 target where it is installed, else Debian's rustc-web, which builds
# the standard library for wasm32 itself (rust-web-src) and links with lld (docs/web.md says why).
if command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx "$target"; then
    route=rustup
    out=$root/target
    cargo build --release --target "$target" --bin tictactoe $keep
elif [ -x /usr/bin/rustc ] && [ -d /usr/lib/rustlib/src/rust/library ] && [ -x /usr/lib/llvm-22/bin/wasm-ld ]; then
    route=debian
    # Another compiler than the desktop build's: its own folder, so neither rebuilds the other's work.
    out=$root/target/web
    CARGO_TARGET_DIR=$out RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=/usr/lib/llvm-22/bin/wasm-ld \
        cargo build --release --target "$target" --bin tictactoe -Zbuild-std=std,panic_abort $keep
else
    echo "error: no Rust for the browser: run 'rustup target add $target', or on Debian 'apt-get install rustc-web rust-web-src lld-22'" >&2
    exit 2
fi

# The loader comes from wasm-bindgen-cli at exactly the version of the wasm-bindgen crate built in.
wanted=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wanted" ]; then
    cargo install wasm-bindgen-cli --version "=$wanted"
fi

rm -rf "$dist"
mkdir -p "$dist"
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir "$dist" --out-name tictactoe "$out/$target/release/tictactoe.wasm"
cp "$web/index.html" "$web/isolate.js" "$dist/"
cp -r "$web/js" "$dist/js"
# Your code runs the learner's file in Pyodide, from the npm registry: its runtime and standard library.
if [ ! -f "$web/node_modules/pyodide/pyodide.mjs" ]; then
    (cd "$web" && npm ci --no-audit --no-fund)
fi
mkdir -p "$dist/pyodide"
for file in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
    cp "$web/node_modules/pyodide/$file" "$dist/pyodide/"
done
# The Chinese font compiled into the page keeps its license beside it.
cp "$root/tests/fonts/OFL.txt" "$dist/NotoSansCJK-OFL.txt"
echo "web/dist is built ($route route): python3 -m http.server -d web/dist, then open http://localhost:8000"
