"""Rewrite generated CUDA files for programmatic dependent launch (experiment, session 36).
python3 bench/micro/pdl_rewrite.py MODE FILE.cu...   MODE: wait (griddepcontrol.wait first in every kernel) or
trigger (also griddepcontrol.launch_dependents right after the wait)."""
import re
import sys

HELPER = r'''
/* PDL experiment: launches that may start while the kernel before them drains */
#include <utility>
template <typename K, typename... A>
static inline cudaError_t s2s_pdl_launch(K k, dim3 g, dim3 b, size_t sh, A&&... a)
{
  cudaLaunchConfig_t c = {};
  c.gridDim = g; c.blockDim = b; c.dynamicSmemBytes = sh; c.stream = 0;
  cudaLaunchAttribute at[1];
  at[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  at[0].val.programmaticStreamSerializationAllowed = 1;
  c.attrs = at; c.numAttrs = 1;
  return cudaLaunchKernelEx(&c, k, std::forward<A>(a)...);
}
'''
mode = sys.argv[1]
for path in sys.argv[2:]:
    src = open(path).read()
    # kernel bodies: first statement waits for the grids before it
    pro = '\n#if __CUDA_ARCH__ >= 900\n  asm volatile("griddepcontrol.wait;" ::: "memory");\n'
    if mode == "trigger":
        pro += '  asm volatile("griddepcontrol.launch_dependents;");\n'
    pro += '#endif\n'
    out, pos, n = [], 0, 0
    for m in re.finditer(r'__global__[^;{]*?\)\s*\{', src):
        out.append(src[pos:m.end()])
        out.append(pro)
        pos = m.end()
        n += 1
    out.append(src[pos:])
    src = ''.join(out)
    # launches
    def rep(m):
        k, cfg, args = m.group(1), [x.strip() for x in m.group(2).split(',')], m.group(3)
        g, b = cfg[0], cfg[1]
        sh = cfg[2] if len(cfg) > 2 else '0'
        a = (', ' + args) if args.strip() else ''
        return f's2s_pdl_launch({k}, dim3({g}), dim3({b}), {sh}{a});'
    src, nl = re.subn(r'([A-Za-z_][\w]*(?:<[^<>]*>)?)<<<([^>]*)>>>\(([^;]*)\);', rep, src)
    first = src.find('/* SCoP ')
    src = src[:first] + HELPER + src[first:]
    open(path, 'w').write(src)
    print(path, n, 'kernels', nl, 'launches')
