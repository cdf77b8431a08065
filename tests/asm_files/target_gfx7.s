; mcpu: bonaire
.amdgcn_target "amdgcn-amd-amdhsa--gfx704"
s_endpgm
