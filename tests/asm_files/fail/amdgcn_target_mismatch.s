; mcpu: gfx900
; error: 4:16: amdgcn-amd-amdhsa--gfx803
; llvm-mc: .amdgcn_target directive's target id amdgcn-amd-amdhsa--gfx803 does not match the specified target id amdgcn-amd-amdhsa--gfx900
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
