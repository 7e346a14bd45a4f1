"""The names generated code gives the user's arrays, parameters and scalars.

A user's name is kept unless the target cannot take it: a C++ keyword in CUDA (`new`, `class`), an OpenCL C
keyword or type in OpenCL (`local`, `global`, `half`), a CUDA built-in (`threadIdx`), or a name with a
leading underscore, which is where s2s's own locals live (`_g0`, `_lo0`, `_A_e1`, `_err`).  Such a name
becomes `s2s_v_<name>` everywhere in the generated code (kernels, their arguments, the host function) and
stays as written in the user's code.  Identifiers beginning with `s2s_` are s2s's: the generated host
pointers are `s2s_h<k>_<name>`, so an array named `A_host` no longer meets the pointer of `A`.  A user's
name that begins with `s2s_` is renamed too (`s2s_v_true` beside a renamed `true` would otherwise be
declared twice; `s2s_cl_queue` would hide the generated one): every renamed name then begins with
`s2s_v_`, every name kept does not begin with `s2s_`, and no generated name begins with `s2s_v_`.
The locals that hold a SCoP's structure members (`s2s_m_g_n` for `g->n`: frontend/struct_members.py) are
declared in the user's function, so its call site passes them as they are, and device code renames
them like any `s2s_` name (`s2s_v_s2s_m_g_n`).
"""
from __future__ import annotations

import re

from .ctypes_map import integer_kind
from .stmt_printer import DOUBLE_MATH, FLOAT_MATH, INT_ABS

CXX_KEYWORDS = frozenset("""
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class
    compl concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype
    default delete do double dynamic_cast else enum explicit export extern false float for friend goto if
    inline int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected
    public register reinterpret_cast requires return short signed sizeof static static_assert static_cast
    struct switch template this thread_local throw true try typedef typeid typename union unsigned using
    virtual void volatile wchar_t while xor xor_eq
""".split())

CUDA_BUILTINS = frozenset("threadIdx blockIdx blockDim gridDim warpSize dim3 std".split())

_OCL_VECTOR = {f"{t}{n}" for t in ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float",
                                    "double", "half") for n in (2, 3, 4, 8, 16)}
OPENCL_KEYWORDS = frozenset("""
    kernel __kernel global __global local __local constant __constant private __private generic __generic
    read_only __read_only write_only __write_only read_write __read_write uniform pipe
    half bool uchar ushort uint ulong size_t ptrdiff_t intptr_t uintptr_t image1d_t image2d_t image3d_t
    image1d_array_t image1d_buffer_t image2d_array_t sampler_t event_t complex imaginary quad
""".split()) | _OCL_VECTOR

# Names that generated GPU code refers to besides the user's: what its host part calls or names (the glue
# of both targets; the reductions' fmax/fmin), what its kernels call, and the macros of the headers it is
# compiled with.  A user's array or scalar spelled like one would hide the function where the generated
# code calls it (a kernel parameter `barrier` before `barrier(CLK_LOCAL_MEM_FENCE)`), or be replaced by
# the macro (`int *NAN` in a .cu file, where nvcc's math headers define NAN; `vec_step` is an operator of
# OpenCL C).  The user's own code could not have used them with this meaning, so renaming is always safe.
_LIMITS = """
    CHAR_BIT CHAR_MAX CHAR_MIN SCHAR_MAX SCHAR_MIN UCHAR_MAX SHRT_MAX SHRT_MIN USHRT_MAX INT_MAX INT_MIN UINT_MAX
    LONG_MAX LONG_MIN ULONG_MAX LLONG_MAX LLONG_MIN ULLONG_MAX
"""
GENERATED_HOST = frozenset("""
    malloc calloc free exit abort getenv fprintf printf sscanf snprintf stderr stdout stdin memcpy memset strlen
    size_t NULL EXIT_FAILURE EXIT_SUCCESS fmax fmin errno
""".split())
CUDA_REFERENCES = frozenset(("""
    min max atomicAdd atomicMin atomicMax atomicCAS atomicExch
    NAN INFINITY HUGE_VAL HUGE_VALF HUGE_VALL FP_NAN FP_INFINITE FP_ZERO FP_SUBNORMAL FP_NORMAL FP_ILOGB0
    FP_ILOGBNAN FP_FAST_FMA FP_FAST_FMAF FP_FAST_FMAL MATH_ERRNO MATH_ERREXCEPT math_errhandling EOF BUFSIZ
    FILENAME_MAX FOPEN_MAX TMP_MAX L_tmpnam SEEK_SET SEEK_CUR SEEK_END RAND_MAX MB_CUR_MAX
""" + _LIMITS).split()) | GENERATED_HOST
OPENCL_REFERENCES = frozenset(("""
    vec_step barrier mem_fence read_mem_fence write_mem_fence abs copysign min max floor isnan
    NAN INFINITY HUGE_VAL HUGE_VALF MAXFLOAT FP_ILOGB0 FP_ILOGBNAN
    clk_event_t queue_t ndrange_t reserve_id_t image2d_depth_t image2d_array_depth_t image2d_msaa_t
    image2d_array_msaa_t image2d_msaa_depth_t image2d_array_msaa_depth_t memory_order memory_scope true false
    CLANG_HAS_RW_IMAGES CLANG_MAJOR IMG_RO_AQ IMG_RW_AQ IMG_WO_AQ INTTYPE MAX_WORK_DIM
""" + _LIMITS).split()) | GENERATED_HOST       # the last line but one: macros of PoCL's kernel headers
# whole families: the OpenCL API (clSetKernelArg, cl_mem, CL_SUCCESS) and OpenCL C's built-in macros and
# functions (CLK_LOCAL_MEM_FENCE, DBL_MAX, M_PI, get_local_id, atomic_min, as_int, convert_int); CUDA's
# runtime (cudaMalloc, CUDART_VERSION) and the math and float.h macros of its C++ headers (M_PI, DBL_MAX)
_FAMILIES = {
    "opencl": re.compile(r"(cl[A-Z]|cl_|CL_|CLK_|DBL_|FLT_|HALF_|M_|get_|atomic_|atom_|work_group_|sub_group_|"
                         r"as_|convert_|vload|vstore|async_work_group_|wait_group_events)"),
    "cuda": re.compile(r"(cuda[A-Z]|CUDA|M_[A-Z0-9_]|DBL_|FLT_|LDBL_)"),
}

# the math functions kernels call: a statement's call may be printed under another name than the one the
# user wrote (OpenCL C and CUDA's C++ spell sqrtf(x) as the overload sqrt((float)x)), which a scalar or
# array of the user's of that name (a parameter `double sqrt`, legal at block scope) would hide there
KERNEL_MATH = frozenset(DOUBLE_MATH) | frozenset(FLOAT_MATH) | frozenset(INT_ABS)
UNSAFE = {"cuda": CXX_KEYWORDS | CUDA_BUILTINS | CUDA_REFERENCES | KERNEL_MATH,
          "opencl": OPENCL_KEYWORDS | OPENCL_REFERENCES | KERNEL_MATH,
          "openmp": frozenset()}


def unsafe_name(name: str, target: str) -> bool:
    """Whether a user's name must be renamed in `target`'s generated code (see UNSAFE), or is an
    object-like macro of the headers its host code is compiled with (`host_macros`)."""
    family = _FAMILIES.get(target)
    return name.startswith(("_", "s2s_")) or name in UNSAFE.get(target, frozenset()) or \
        (family is not None and family.match(name) is not None) or name in host_macros(target)


def host_macros(target: str) -> frozenset[str]:
    """The object-like macros of the headers the generated host code includes: OpenCL's C file (CL/cl.h and
    the C library) and CUDA's .cu file, read as C++ (nvcc's headers bring limits.h, float.h, time.h)."""
    from .header_guard import CUDA_HEADERS, OPENCL_HEADERS, object_macros
    if target == "opencl":
        return object_macros(OPENCL_HEADERS)
    if target == "cuda":
        return object_macros(CUDA_HEADERS + ("limits.h", "float.h", "time.h"), cxx=True)
    return frozenset()

_IDENT = re.compile(r"\b[A-Za-z_]\w*\b")


class Names:
    """The generated names of one SCoP's arrays, parameters and scalars for one target."""

    def __init__(self, scop, arrays, target: str):
        users = list(scop.params) + list(scop.scalar_values) + [a.name for a in arrays]
        self.params = set(scop.params)
        # parameters of an unsigned type: the expressions isl builds of them (`-n`, `m - n`, `_c0 < n`) are
        # integer arithmetic, which C would do modulo 2^N on the unsigned value; they are read as a long
        types = getattr(scop, "param_types", {}) or {}
        self.unsigned = {p for p in scop.params if (integer_kind(types.get(p, "int")) or (True, 32))[0] is False}
        self.map: dict[str, str] = {}
        if target != "openmp":      # OpenMP code stays inside the user's function, on the user's names
            for n in users:
                if unsafe_name(n, target):
                    self.map[n] = f"s2s_v_{n}"
        self.host_ptr = {a.name: f"s2s_h{k}_{self(a.name)}" for k, a in enumerate(arrays)}

    def __call__(self, name: str) -> str:
        return self.map.get(name, name)

    def isl_id(self, name: str) -> str:
        """An identifier of an isl AST expression: a parameter, renamed like the user's names (and read
        as a long when unsigned), or one of the AST's own iterators (`_g0`, `_c1`), kept even when an
        array of the user has the same name."""
        if name not in self.params:
            return name
        return f"((long){self.map.get(name, name)})" if name in self.unsigned else self.map.get(name, name)

    def original(self, name: str) -> str:
        for k, v in self.map.items():
            if v == name:
                return k
        return name

    def text(self, c_text: str) -> str:
        """A C expression of the user's names (an extent as declared, a bound isl built) with the renamed
        ones replaced, and the unsigned parameters read as longs."""
        if not self.map and not self.unsigned:
            return c_text
        # `(size_t)` is the generated code's cast (transfers.DeviceArray.size_expr), not a user's object named
        # size_t (valid C at block scope, renamed `s2s_v_size_t`): a call of an object is no extent
        c_text = c_text.replace("(size_t)", "(\0)")
        return _IDENT.sub(lambda m: self.isl_id(m.group(0)) if m.group(0) in self.params
                          else self.map.get(m.group(0), m.group(0)), c_text).replace("(\0)", "(size_t)")


def openmp_clash(scop) -> str | None:
    """Why OpenMP code cannot use this SCoP's names, or None. OpenMP code runs inside the user's function
    on the user's names, next to its own locals (`_g0`, `_lo0`, `_acc_S1`, `_A_e1`): a parameter or local
    of the user's spelled like one (valid C at block scope) would be hidden by them, so such a SCoP keeps
    its original code.  The typedef names of its casts and its enumeration constants too (`enum { _hi0 = 5 };`
    at block scope: the generated loop's bound `_hi0` would be read instead)."""
    users = list(scop.params) + list(scop.scalar_values) + [a.name for a in scop.arrays.values()
                                                            if a.kind != "private"] + \
        list(scop.typedefs) + list(scop.constants)
    for n in users:
        if _OPENMP_LOCAL.match(n):
            return f"'{n}' is spelled like a variable of the generated OpenMP code (_g0, _lo0, _acc_S1, _A_e1)"
    return None


def isl_clash(scop) -> str | None:
    """Why CUDA or OpenCL code cannot use this SCoP's parameters, or None.  A parameter is an identifier of
    isl's sets and of the ASTs built from them, whose own identifiers are `_c0`, `_g0`, `_h0`, `_t0`, `_o0`,
    `_r0`, `_k` (passes/lower.py, gpu/contraction.py): a parameter of the user's spelled like one (valid C
    at block scope: `int _g0 = 7;`) is taken for the thread's iterator there (renaming happens after isl),
    so such a SCoP keeps its original code.  (Scalars read as values, arrays and parameters spelled like
    the generated C locals, `_nt0`, `_lo0`, are renamed in the kernels: `unsafe_name`.)"""
    for n in scop.params:
        if _ISL_ID.match(n):
            return f"parameter '{n}' is spelled like a name of the generated loops (_g0, _c0, _h0, _t0)"
    return None


_ISL_ID = re.compile(r"_[cghtorkp]\d*$")


# the locals of generated OpenMP code: loop bounds and iterators (_lo0, _hi0, _g0, _c0, _h0), private
# copies (_p0), accumulators (_acc_S1), extents and sizes of private arrays (_t_e1, _t_bytes, _s2s_fits,
# _s2s_done), and the flag of a device translation's OpenMP version (_s2s_ran, codegen/host_openmp.py)
_OPENMP_LOCAL = re.compile(r"_[a-z]{1,3}\d+$|_acc_S\d+$|_\w+_[eo]\d+$|_\w+_bytes$|_s2s_\w+$")


def reserved_clash(ast, file: str, macros=frozenset()) -> str | None:
    """Why no SCoP of this file can be translated, or None: a file-scope name of the user's that begins
    with `s2s_` or `S2S_`, or a name of any scope spelled like the function a call site calls
    (`s2s_scop0_main`) or like a generated macro (`S2S_CL_CHECK`).  The generated code declares such names
    at file scope and calls the SCoP's function from the user's own code, where renaming cannot reach, so
    the file keeps its own code.  (Other local names that begin with `s2s_` are renamed: `unsafe_name`.)
    `macros`: the file's macro names; one that begins with `s2s_` would replace the helpers the code in the
    user's function uses after it (`s2s_min` in an OpenMP loop's bound, `s2s_floord` in an overlap test)."""
    from pycparser import c_ast

    from .header_guard import file_scope_names
    defined = sorted(n for n in macros if n.startswith("s2s_"))
    if defined:
        return f"the file defines the macro '{defined[0]}', and names that begin with 's2s_' are the helpers of " \
            "s2s's generated code"
    names = sorted(n for n in file_scope_names(ast, file) if n.startswith(("s2s_", "S2S_")))
    if names:
        return f"'{names[0]}' is declared at file scope and begins with '{names[0][:4]}', which s2s reserves " \
            "for the names of its generated code"
    local: list[str] = []

    class _V(c_ast.NodeVisitor):
        def visit_Decl(self, node):
            if node.coord is not None and node.coord.file == file and node.name and \
                    _CALLED.match(node.name):
                local.append(node.name)
            self.generic_visit(node)
    _V().visit(ast)
    if local:
        return f"'{local[0]}' is spelled like a function or macro of s2s's generated code (s2s_scop<k>_..., S2S_...)"
    return None


_CALLED = re.compile(r"s2s_scop\d|S2S_")
