//===- SharedPad.cpp - Remove shared-memory bank conflicts by layout ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec, an out-of-tree LLVM pass plugin for NVPTX shared memory.
//
//===----------------------------------------------------------------------===//
//
// Why: a `__shared__ float tile[32][32]` read by columns puts all 32 lanes of
// a warp on one bank. The cure is a layout change, a padded row pitch
// (`tile[32][33]`) or an XOR swizzle of the column, which users write by
// hand and no compiler makes. This pass makes it for the tiles whose every
// access it can prove and rewrite. Off by default (-smemvec-pad=1).
//
// Where: the NVPTX codegen pipeline, right after infer-address-spaces and
// before smemvec-align (which then aligns the new layout): accesses are
// addrspace(3), loops are unrolled. By name: `opt -passes=smemvec-pad`.
//
// Steps, each on the function that does it:
//  1. Skip non-NVPTX modules and -smemvec-pad=0.
//  2. collectTile: 2-D (or more) shared arrays without initializer, and
//     flat ones whose accesses imply rows (delinearize); internal ones, and
//     in a per-TU compile (smemvec::perTUWitness) also strong and
//     linkonce_odr/weak_odr ones (visibilityVeto).
//  3. walkUses: every use a GEP chain into a load, store or atomic of a
//     kernel; anything else lets the address escape.
//  4. modelAccess: each offset an exact affine form (row, column) in thread
//     ids, loop counters and uniform values.
//  5. shapeOf: the block shape, from reqntid, an assumption or a 1-D kernel.
//  6. pad::decide (SharedPadInternal.h): the bank-conflict model of every
//     warp picks a pad, a swizzle or nothing, within the kernel's budget.
//  7. applyPad / applySwizzle: rewrite each address.
//  8. versionKernels: a kernel of unknown shape whose tiles a swizzle would
//     cure under the shape their arithmetic implies gets a copy of its
//     body behind a check of blockDim; the copy's tiles are swizzled.
//  9. One remark per array: Padded, Swizzled, Versioned or the reason it
//     was left; where only a legality rule stops it, advice (reportAdvice).
//
// Algorithm, cost model and complexity: docs/pad.md.
//
//===----------------------------------------------------------------------===//

#include "smemvec/SharedPad.h"
#include "Analysis/LaunchBounds.h"
#include "Analysis/SharedMemory.h"
#include "SharedAlignInternal.h"
#include "SharedPadInternal.h"
#include "Support/Options.h"

#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/InstSimplifyFolder.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace smemvec::pad;
using smemvec::blockDimIndex;
using smemvec::blockDimIntrinsic;
using smemvec::readLaunchBounds;

#define DEBUG_TYPE "smemvec-pad"

STATISTIC(NumPadded, "Shared tiles whose row pitch was padded");
STATISTIC(NumSwizzled, "Shared tiles whose columns were swizzled");
STATISTIC(NumVersioned, "Kernels versioned on blockDim");

bool smemvec::isSharedPadEnabled() { return EnablePad; }

/// Accesses of one tile the pass models and rewrites at most (a generated
/// kernel beyond it is left alone: LeftTooManyAccesses).
constexpr unsigned MaxTileAccesses = 4096;

namespace {

/// Why a tile keeps its layout before the model is asked (the missed
/// remark's name); the model's own reasons are pad::Leave.
enum class Reject {
  None,
  External,       ///< a declaration (extern __shared__)
  Visible,        ///< a definition other TUs or the linker see
  NotTile,        ///< not an array of arrays of scalars
  Initializer,    ///< has a value
  Escape,         ///< an address leaves the load/store/GEP chains
  NotKernel,      ///< used in a function that is not a kernel
  NotAffine,      ///< an address is not affine in thread/loop indices
  ColumnRange,    ///< a column may leave its row
  ShapeUnknown,   ///< a kernel's block shape is not known
  TooManyAccesses ///< over MaxTileAccesses
};

StringRef rejectName(Reject R) {
  switch (R) {
  case Reject::None:
    return "";
  case Reject::External:
    return "LeftExternal";
  case Reject::Visible:
    return "LeftVisible";
  case Reject::NotTile:
    return "LeftNotTile";
  case Reject::Initializer:
    return "LeftInitializer";
  case Reject::Escape:
    return "LeftEscape";
  case Reject::NotKernel:
    return "LeftNotKernel";
  case Reject::NotAffine:
    return "LeftNotAffine";
  case Reject::ColumnRange:
    return "LeftColumnRange";
  case Reject::ShapeUnknown:
    return "LeftShapeUnknown";
  case Reject::TooManyAccesses:
    return "LeftTooManyAccesses";
  }
  llvm_unreachable("unknown reject");
}

/// One term of an affine address: Coef * leaf.
struct Term {
  enum Kind { Lane, LoopCounter, Uniform } K;
  unsigned Dim = 0;           ///< Lane: threadIdx.x/y/z
  const Loop *L = nullptr;    ///< LoopCounter: iterations of L so far
  const SCEV *Leaf = nullptr; ///< Lane/Uniform: the value, at offset width
  int64_t Coef = 0;
};

/// An address as Const + sum of Terms (bytes from the tile's start).
struct AffineForm {
  int64_t Const = 0;
  SmallVector<Term, 8> Terms;
};

/// One access of a tile, analysed.
struct TileAccess {
  Instruction *I = nullptr;
  Function *F = nullptr;
  unsigned Size = 0;
  Align OldAlign;
  AffineForm RowForm; ///< in rows
  AffineForm ColForm; ///< in bytes
  AccessModel Model;
};

struct TileInfo {
  GlobalVariable *GV = nullptr;
  /// GV, then the tiles a phi or select of addresses joins it with
  /// (ping-pong buffers: groupMergedTiles); all get one layout.
  SmallVector<GlobalVariable *, 2> Members;
  /// Rows of each member (Facts.Rows is their sum).
  SmallVector<uint64_t, 2> MemberRows;
  /// The phis and selects of the members' addresses whose every incoming
  /// address is a member's start plus one constant (the value): an affine
  /// form may start at them as at a member (mergeOffset).
  DenseMap<const Value *, int64_t> MergeOffset;
  /// Dynamic shared memory (`extern __shared__ T s[]`, a [0 x ...]
  /// declaration): its size is the launch's, so only a swizzle.
  bool Dynamic = false;
  /// Dynamic, every access seen, left by -smemvec-pad-dynamic=0.
  bool DynamicOff = false;
  Reject Why = Reject::None;
  std::string Detail; ///< what made it Why (an escaping user, a value)
  /// A legality rule that keeps the layout although the model may run
  /// (Visible, ShapeUnknown): the tile is analysed and decided for advice,
  /// never rewritten.
  Reject Blocked = Reject::None;
  std::string BlockedDetail;
  /// Some kernel's shape is pad::AdviceShape, assumed for advice only.
  bool AssumedShape = false;
  /// A flat array modeled as rows of RowTy (delinearize).
  bool Delinearized = false;
  ArrayType *RowTy = nullptr;
  TileFacts Facts;
  unsigned Granule = 0;
  SmallVector<TileAccess, 8> Accesses;
  /// Every load, store and atomic of the tile (walkUses), modeled or not.
  SmallVector<Instruction *, 16> AccessInsts;
  SmallSetVector<Function *, 2> Kernels;
  Decision D;
  /// Versioning (versionKernels): the kernel's copy for Shape has the
  /// tile swizzled (VersionD, VersionAccesses rewritten) ...
  bool Versioned = false;
  BlockShape VersionShape;
  Decision VersionD;
  unsigned VersionAccesses = 0;
  /// ... or why the kernel was not versioned for it (empty: not tried).
  std::string VersionWhy;
};

/// The analyses of one function, built once (the legacy pass builds them
/// itself; the new-PM pass takes them from the analysis manager).
struct FunctionAnalyses {
  ScalarEvolution *SE = nullptr;
  LoopInfo *LI = nullptr;
  DominatorTree *DT = nullptr;
  OptimizationRemarkEmitter *ORE = nullptr;
};

class SharedPadder {
public:
  using Getter = std::function<FunctionAnalyses(Function &)>;
  /// Drops the analyses of a function whose body changed.
  using Forgetter = std::function<void(Function &)>;
  SharedPadder(Module &M, Getter Get, Forgetter Forget)
      : M(M), DL(M.getDataLayout()), Get(std::move(Get)),
        Forget(std::move(Forget)) {}
  bool run();

private:
  void collectTile(TileInfo &T);
  void finishFacts(TileInfo &T);
  bool delinearize(TileInfo &T, ArrayRef<Instruction *> Accesses);
  std::optional<std::string> visibilityVeto(const GlobalVariable &GV) const;
  bool walkUses(TileInfo &T, SmallVectorImpl<Instruction *> &Accesses);
  bool modelAccess(TileInfo &T, Instruction *I);
  bool affineOf(const SCEV *S, int64_t Scale, AffineForm &Out, bool &SawBase,
                const TileInfo &T, ScalarEvolution &SE, std::string &Why) const;
  bool extensionOf(const SCEVIntegralCastExpr *Cast, int64_t Scale,
                   AffineForm &Out, const TileInfo &T, ScalarEvolution &SE,
                   std::string &Why) const;
  void groupMergedTiles(SmallVectorImpl<TileInfo> &Tiles) const;
  bool checkMember(TileInfo &T, GlobalVariable &GV);
  Value *outsideTile(const TileInfo &T, Value *Merge) const;
  std::optional<int64_t> mergeOffset(const TileInfo &T, Value *Merge) const;
  std::optional<std::string> dynamicVeto(const TileInfo &T) const;
  std::optional<std::pair<int64_t, int64_t>>
  termRange(const Term &Tm, const TileAccess &A) const;
  void findVectorRuns(TileInfo &T);
  Leave budgetFor(const TileInfo &T, uint64_t Extra) const;
  const SCEV *expandable(const AffineForm &Form, ScalarEvolution &SE,
                         Type *Ty) const;
  void applyPad(TileInfo &T);
  void applySwizzle(TileInfo &T);
  bool versionKernels(SmallVectorImpl<TileInfo> &Tiles);
  std::optional<std::string> versionVeto(Function &K) const;
  unsigned trialShape(Function &K, ArrayRef<TileInfo *> Cands,
                      const BlockShape &S, SmallVectorImpl<std::string> &Why);
  std::optional<BlockShape>
  chooseVersionShape(Function &K, ArrayRef<TileInfo *> Cands,
                     SmallVectorImpl<std::string> &Why);
  void versionKernel(Function &K, ArrayRef<TileInfo *> Cands,
                     const BlockShape &S, ArrayRef<std::string> Why);
  std::optional<BlockShape> versionShape(const TileInfo &T);
  bool modelVersion(const TileInfo &T, TileInfo &V,
                    const ValueToValueMapTy *VMap);
  void versionBody(Function &K, const BlockShape &S, ValueToValueMapTy &VMap,
                   BasicBlock *&Check, BasicBlock *&CopyEntry);
  void report(TileInfo &T);
  void reportVersioned(TileInfo &T, Function &K,
                       OptimizationRemarkEmitter &ORE);
  void reportAdvice(TileInfo &T, OptimizationRemarkEmitter &ORE);

  std::optional<BlockShape> shapeOf(Function &K);
  bool dimensionHolds(const Function &K, unsigned Dim,
                      const Instruction &At) const;
  /// What a kernel says about its block (shapeOf).
  struct ShapeFacts {
    std::optional<BlockShape> Shape;
    bool FromAttribute = false; ///< nvvm.reqntid: holds everywhere
    /// No shape is known: Shape is pad::AdviceShape, for advice only
    /// (FromAttribute is set so the model bounds threadIdx by it).
    bool Assumed = false;
    /// Where blockDim.{x,y,z} == C is known (an assume, or the edge that
    /// skips a trap); threadIdx is bounded by it only below that point.
    struct Site {
      const Instruction *Assume = nullptr;
      const BasicBlock *From = nullptr, *To = nullptr;
    } Sites[3];
  };
  DenseMap<Function *, ShapeFacts> Shapes;
  /// Static bytes per shared global before this run (the stock layout).
  DenseMap<const GlobalVariable *, uint64_t> StockSize;
  /// Extra bytes decided so far per global (the layout the budget checks).
  DenseMap<const GlobalVariable *, uint64_t> ExtraSize;
  DenseMap<Function *, FunctionAnalyses> Cache;
  /// The module is a whole device program (smemvec::perTUWitness).
  const Function *Witness = nullptr;
  /// modelAccess records an access whose column it cannot bound (the
  /// evidence of versionShape, never a rewrite).
  bool SkipColumnProof = false;

  FunctionAnalyses analyses(Function &F) {
    auto It = Cache.find(&F);
    if (It == Cache.end())
      It = Cache.try_emplace(&F, Get(F)).first;
    return It->second;
  }

  void forget(Function &F) {
    Cache.erase(&F);
    Forget(F);
  }

  Module &M;
  const DataLayout &DL;
  Getter Get;
  Forgetter Forget;
};

} // namespace

static Value *accessPointer(Instruction *I);

/// The threadIdx dimension an `llvm.nvvm.read.ptx.sreg.tid.*` call reads
/// (looking through casts), or -1.
static int laneDim(const Value *V) {
  V = V->stripPointerCasts();
  if (auto *II = dyn_cast<IntrinsicInst>(V))
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_tid_x:
      return 0;
    case Intrinsic::nvvm_read_ptx_sreg_tid_y:
      return 1;
    case Intrinsic::nvvm_read_ptx_sreg_tid_z:
      return 2;
    default:
      break;
    }
  return -1;
}

/// A value every lane of a warp has the same copy of: a kernel argument or
/// a special register of the block or grid.
static bool isWarpUniform(const Value *V) {
  if (isa<Argument>(V) || blockDimIndex(V))
    return true;
  if (auto *II = dyn_cast<IntrinsicInst>(V))
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
      return true;
    default:
      break;
    }
  return false;
}

/// Records in \p Dims the blockDim.{x,y,z} == C facts that \p Cond being
/// \p Holds (true or false) implies: `ntid == C` holding, `ntid != C`
/// failing, through `and` (holding) and `or` (failing).
/// \p Found is set for each dimension found.
static void noteBlockDims(Value *Cond, bool Holds, unsigned Dims[3],
                          bool Found[3]) {
  using namespace PatternMatch;
  Value *A, *B;
  if (Holds ? match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))
            : match(Cond, m_LogicalOr(m_Value(A), m_Value(B)))) {
    noteBlockDims(A, Holds, Dims, Found);
    noteBlockDims(B, Holds, Dims, Found);
    return;
  }
  Value *Dim;
  ConstantInt *C;
  CmpPredicate Pred;
  if (!match(Cond, m_ICmp(Pred, m_Value(Dim), m_ConstantInt(C))) ||
      Pred != (Holds ? ICmpInst::ICMP_EQ : ICmpInst::ICMP_NE) ||
      C->getZExtValue() == 0 || C->getZExtValue() > MaxBlockThreads)
    return;
  if (std::optional<unsigned> D = blockDimIndex(Dim)) {
    Dims[*D] = C->getZExtValue();
    Found[*D] = true;
  }
}

/// A block that traps or never returns (`__trap()`, `__builtin_unreachable`).
static bool isTrapBlock(const BasicBlock &BB) {
  if (isa<UnreachableInst>(BB.getTerminator()))
    return true;
  return any_of(BB, [](const Instruction &I) {
    auto *II = dyn_cast<IntrinsicInst>(&I);
    return II && II->getIntrinsicID() == Intrinsic::trap;
  });
}

/// Step 5: the block shape of kernel \p K, if it says it (see the file
/// comment), with where each blockDim fact holds (Shapes[K]).
std::optional<BlockShape> SharedPadder::shapeOf(Function &K) {
  auto [It, New] = Shapes.try_emplace(&K);
  ShapeFacts &SF = It->second;
  if (!New)
    return SF.Shape;
  if (Attribute A = K.getFnAttribute("nvvm.reqntid"); A.isValid())
    if (std::optional<BlockShape> S = parseShape(A.getValueAsString())) {
      SF.Shape = S;
      SF.FromAttribute = true;
      return S;
    }
  unsigned Dims[3] = {0, 0, 0};
  bool Reads[3] = {false, false, false};
  for (Instruction &I : instructions(K)) {
    if (int D = laneDim(&I); D >= 0)
      Reads[D] = true;
    bool Found[3] = {false, false, false};
    ShapeFacts::Site Here;
    if (auto *Assume = dyn_cast<AssumeInst>(&I)) {
      noteBlockDims(Assume->getArgOperand(0), /*Holds=*/true, Dims, Found);
      Here.Assume = Assume;
    }
    // if (<cond>) __trap(); : past the branch the condition is false.
    if (auto *Br = dyn_cast<BranchInst>(&I); Br && Br->isConditional())
      for (unsigned Succ = 0; Succ < 2; ++Succ)
        if (isTrapBlock(*Br->getSuccessor(Succ))) {
          noteBlockDims(Br->getCondition(), /*Holds=*/Succ == 1, Dims, Found);
          Here.From = Br->getParent();
          Here.To = Br->getSuccessor(1 - Succ);
        }
    for (unsigned D = 0; D < 3; ++D)
      if (Found[D])
        SF.Sites[D] = Here;
  }
  if (Dims[0] && (Dims[1] || !Reads[1]) && (Dims[2] || !Reads[2])) {
    BlockShape B{Dims[0], Dims[1] ? Dims[1] : 1, Dims[2] ? Dims[2] : 1};
    if (B.threads() <= MaxBlockThreads)
      SF.Shape = B;
  } else if (!Reads[1] && !Reads[2]) {
    SF.Shape = BlockShape{WarpSize, 1, 1}; // 1-D: every warp alike
  } else if (!Reads[2]) {
    // Unknown 2-D shape: model the commonest one, for the remark's advice.
    SF.Shape = AdviceShape;
    SF.Assumed = SF.FromAttribute = true;
  }
  return SF.Shape;
}

/// Whether threadIdx's dimension \p Dim is below the shape's extent at
/// \p At: always under nvvm.reqntid (a launch of another shape fails),
/// else only where the blockDim fact dominates (an access before a trap
/// check runs whatever the launch).
bool SharedPadder::dimensionHolds(const Function &K, unsigned Dim,
                                  const Instruction &At) const {
  auto It = Shapes.find(const_cast<Function *>(&K));
  if (It == Shapes.end() || !It->second.Shape)
    return false;
  const ShapeFacts &SF = It->second;
  if (SF.FromAttribute)
    return true;
  const ShapeFacts::Site &S = SF.Sites[Dim];
  DominatorTree &DT = *Cache.lookup(const_cast<Function *>(&K)).DT;
  if (S.Assume)
    return DT.dominates(S.Assume, &At);
  if (S.From)
    return DT.dominates(BasicBlockEdge(S.From, S.To), At.getParent());
  return false;
}

/// Step 2: why another TU or the linker may see the layout of definition
/// \p GV (it stays), or nothing. An internal one is this module's alone.
/// In a per-TU (non -fgpu-rdc) device compile, shown by
/// smemvec::perTUWitness, no other TU links against the module: its strong
/// and linkonce_odr/weak_odr definitions (template kernels' and inline
/// functions' `static __shared__` arrays) are the only copies, and every
/// access to them is in this module. A weak, linkonce or common definition
/// may be replaced by another, whatever the compile: never changed.
std::optional<std::string>
SharedPadder::visibilityVeto(const GlobalVariable &GV) const {
  if (GV.hasLocalLinkage())
    return std::nullopt;
  if (GV.hasSection())
    return std::string("it has a section of its own");
  if (!GV.isStrongDefinitionForLinker() && !GV.hasLinkOnceODRLinkage() &&
      !GV.hasWeakODRLinkage())
    return std::string("another definition may replace it at link time "
                       "(weak, linkonce or common)");
  if (!Witness)
    return std::string("no template kernel with external linkage shows a "
                       "per-TU compile; under -fgpu-rdc other TUs share it");
  return std::nullopt;
}

/// Step 2 for ping-pong buffers: tiles whose addresses a phi or select
/// joins (`cur = flag ? a : b`, the swap of a double-buffered loop) become
/// one TileInfo (Members), since an access through the phi may reach any
/// of them: they get one layout or none.
void SharedPadder::groupMergedTiles(SmallVectorImpl<TileInfo> &Tiles) const {
  EquivalenceClasses<GlobalVariable *> Classes;
  DenseMap<const Value *, GlobalVariable *> ReachedFrom; // merge -> a tile
  for (TileInfo &T : Tiles) {
    Classes.insert(T.GV);
    SmallVector<const Value *, 16> Work{T.GV};
    SmallPtrSet<const Value *, 16> Seen{T.GV};
    while (!Work.empty()) {
      const Value *V = Work.pop_back_val();
      for (const User *U : V->users()) {
        bool Merge = isa<PHINode>(U) || isa<SelectInst>(U);
        if ((!Merge && !isa<GEPOperator>(U)) || !Seen.insert(U).second)
          continue;
        if (Merge)
          if (auto [It, New] = ReachedFrom.try_emplace(U, T.GV); !New)
            Classes.unionSets(It->second, T.GV);
        Work.push_back(U);
      }
    }
  }
  SmallVector<TileInfo, 8> Grouped;
  DenseMap<GlobalVariable *, unsigned> GroupOf; // leader -> Grouped index
  for (TileInfo &T : Tiles) {
    auto [It, New] =
        GroupOf.try_emplace(Classes.getLeaderValue(T.GV), Grouped.size());
    if (New) {
      Grouped.emplace_back();
      Grouped.back().GV = T.GV;
    }
    Grouped[It->second].Members.push_back(T.GV);
  }
  Tiles.assign(std::make_move_iterator(Grouped.begin()),
               std::make_move_iterator(Grouped.end()));
}

/// Step 2 for one member \p GV of T: a tile (an array of rows of scalars,
/// without a value), visible only to this module or dynamic shared memory
/// alone in its group, with the first member's row type. Sets T's row
/// facts from the first member; false (T.Why set) when it is left.
bool SharedPadder::checkMember(TileInfo &T, GlobalVariable &GV) {
  auto *Outer = dyn_cast<ArrayType>(GV.getValueType());
  if (GV.isDeclaration()) {
    // `extern __shared__ T s[]` (a [0 x ...] declaration) is the launch's
    // dynamic shared memory: swizzled in place where every access is seen
    // (dynamicVeto). A sized declaration is another TU's definition.
    if (!Outer || Outer->getNumElements() != 0 || T.Members.size() > 1) {
      T.Why = Reject::External;
      return false;
    }
    T.Dynamic = true;
  } else if (std::optional<std::string> Veto = visibilityVeto(GV)) {
    // Keep going: the model's numbers make the remark's advice.
    if (T.Blocked == Reject::None) {
      T.Blocked = Reject::Visible;
      T.BlockedDetail = *Veto;
    }
  }
  // The row: the innermost array of an array of arrays of scalars, or of a
  // flat array the rows its accesses imply (delinearize).
  if (!Outer) {
    T.Why = Reject::NotTile;
    return false;
  }
  bool Flat = !isa<ArrayType>(Outer->getElementType());
  ArrayType *Row = Outer;
  while (auto *Inner = dyn_cast<ArrayType>(Row->getElementType()))
    Row = Inner;
  Type *Elem = Row->getElementType();
  if (!(Elem->isIntegerTy() || Elem->isFloatingPointTy() ||
        Elem->isPointerTy()) ||
      (Row->getNumElements() == 0 && !(T.Dynamic && Flat))) {
    T.Why = Reject::NotTile;
    return false;
  }
  if (GV.hasInitializer() && !isa<UndefValue>(GV.getInitializer())) {
    T.Why = Reject::Initializer;
    return false;
  }
  if (&GV == T.GV) {
    T.RowTy = Row;
    T.Facts.ElemBytes = DL.getTypeAllocSize(Elem);
    T.Facts.PitchBytes = DL.getTypeAllocSize(Row);
  } else if (Row != T.RowTy ||
             (Flat && GV.getValueType() != T.GV->getValueType())) {
    // One layout for both needs one row type (flat arrays: one type, as
    // delinearize finds one width for all).
    T.Why = Reject::Escape;
    raw_string_ostream OS(T.Detail);
    OS << "a phi or select joining it with '" << GV.getName()
       << "', whose rows differ (" << *T.GV->getValueType() << " and "
       << *GV.getValueType() << ")";
    return false;
  }
  T.MemberRows.push_back(T.Dynamic ? 0
                                   : DL.getTypeAllocSize(GV.getValueType()) /
                                         T.Facts.PitchBytes);
  T.Facts.Rows += T.MemberRows.back();
  return true;
}

/// Steps 2-4 for one tile (or group of ping-pong tiles): fills T (Why says
/// why it is left).
void SharedPadder::collectTile(TileInfo &T) {
  for (GlobalVariable *GV : T.Members)
    if (!checkMember(T, *GV))
      return;
  bool Flat =
      !isa<ArrayType>(cast<ArrayType>(T.GV->getValueType())->getElementType());
  T.Facts.CanGrow = !T.Dynamic;

  SmallVector<Instruction *, 16> Accesses;
  if (!walkUses(T, Accesses))
    return;
  if (Accesses.size() > MaxTileAccesses) {
    T.Why = Reject::TooManyAccesses;
    return;
  }
  T.AccessInsts.assign(Accesses.begin(), Accesses.end());
  if (T.Dynamic) {
    if (std::optional<std::string> Veto = dynamicVeto(T)) {
      T.Why = Reject::External;
      T.Detail = *Veto;
      return;
    }
    // Every access is seen, but not the launch's size: a swizzle moves an
    // access within its row, which stays inside the array only if the
    // launch gives it whole rows. Opt-in until the launch is known.
    if (!PadDynamic) {
      T.Why = Reject::External;
      T.DynamicOff = true;
      return;
    }
  }
  if (Flat) {
    if (!delinearize(T, Accesses))
      return;
  } else {
    for (Instruction *I : Accesses)
      if (!modelAccess(T, I))
        return;
  }
  if (T.Accesses.empty()) {
    T.Why = Reject::NotTile; // unused: nothing to say (report stays silent)
    return;
  }
  finishFacts(T);
}

/// The end of step 4 for a tile whose every access is modeled: the
/// alignment its rows keep, its vector runs, its uses per kernel and the
/// swizzle's granule.
void SharedPadder::finishFacts(TileInfo &T) {
  for (const TileAccess &A : T.Accesses)
    T.Facts.KeepAlign = std::max<uint64_t>(
        T.Facts.KeepAlign, std::min<uint64_t>(A.Size, MaxPadBytes));
  findVectorRuns(T);
  // Per kernel: its shape and its accesses' models.
  for (Function *K : T.Kernels) {
    TileFacts::KernelUse U;
    U.Shape = *shapeOf(*K);
    for (const TileAccess &A : T.Accesses)
      if (A.F == K)
        U.Accesses.push_back(A.Model);
    T.Facts.Uses.push_back(std::move(U));
  }
  // The swizzle's precondition: every column a multiple of its access's
  // size (so no access straddles a chunk); the chunk is the widest access
  // the rows keep, so vectors stay whole.
  bool Aligned = true;
  for (const TileAccess &A : T.Accesses) {
    Aligned &= A.ColForm.Const % A.Size == 0;
    for (const Term &Tm : A.ColForm.Terms)
      Aligned &= Tm.Coef % A.Size == 0;
  }
  unsigned G = unsigned(T.Facts.KeepAlign);
  T.Facts.UniformGranule = Aligned;
  T.Granule = G;
}

/// Step 4 for a flat (1-D) array written `s[y * W + x]`: the row width W
/// is one of the accesses' own strides (a thread index's or a loop
/// counter's coefficient of at least two elements that divides the array).
/// The smallest W with which every access models as a tile access, its
/// column proven inside [0, W) exactly as for a declared tile, makes the
/// array a tile of rows of W; the rewrite then gives it that row type. A
/// walk across rows (`s[i]` for i up to N, `s[x * 8 + k]` with k up to 32)
/// fits no W: LeftNotTile, naming the last width tried.
/// Dynamic shared memory (Total 0: the launch's size) takes any stride.
bool SharedPadder::delinearize(TileInfo &T, ArrayRef<Instruction *> Accesses) {
  uint64_t Elem = T.Facts.ElemBytes;
  uint64_t Total = DL.getTypeAllocSize(T.GV->getValueType());
  auto Divides = [&](uint64_t Stride) {
    return T.Dynamic || (Stride < Total && Total % Stride == 0);
  };
  SmallVector<uint64_t, 4> Widths;
  for (Instruction *I : Accesses) {
    AffineForm Offset;
    bool SawBase = false;
    std::string Why;
    ScalarEvolution &SE = *analyses(*I->getFunction()).SE;
    if (!affineOf(SE.getSCEV(accessPointer(I)), 1, Offset, SawBase, T, SE, Why))
      continue; // modelAccess names it below
    for (const Term &Tm : Offset.Terms) {
      uint64_t Stride = uint64_t(Tm.Coef < 0 ? -Tm.Coef : Tm.Coef);
      if (Tm.K != Term::Uniform && Stride >= 2 * Elem && Stride % Elem == 0 &&
          Divides(Stride))
        Widths.push_back(Stride);
    }
  }
  llvm::sort(Widths);
  Widths.erase(std::unique(Widths.begin(), Widths.end()), Widths.end());
  std::string Tried;
  for (uint64_t W : Widths) {
    T.Why = Reject::None;
    T.Detail.clear();
    T.Accesses.clear();
    T.Facts.PitchBytes = W;
    T.Facts.Rows = Total / W * T.Members.size(); // one type: see checkMember
    for (uint64_t &R : T.MemberRows)
      R = Total / W;
    T.RowTy = ArrayType::get(T.RowTy->getElementType(), W / Elem);
    if (all_of(Accesses, [&](Instruction *I) { return modelAccess(T, I); })) {
      T.Delinearized = true;
      return true;
    }
    if (T.Why != Reject::ColumnRange)
      return false; // not a question of the width
    Tried = T.Detail;
  }
  T.Accesses.clear();
  T.Why = Reject::NotTile;
  T.Detail = Widths.empty() ? "a flat array without a row stride"
                            : "a flat array no row width fits: " + Tried;
  return false;
}

/// Step 3: collects the loads/stores/atomics addressing T's global through
/// GEP chains; false (T.Why set) when an address goes anywhere else.
bool SharedPadder::walkUses(TileInfo &T,
                            SmallVectorImpl<Instruction *> &Accesses) {
  SmallVector<Value *, 16> Work;
  for (GlobalVariable *GV : T.Members) {
    GV->removeDeadConstantUsers();
    Work.push_back(GV);
  }
  SmallPtrSet<Value *, 16> Seen;
  auto Escape = [&](const User *U, StringRef What) {
    T.Why = Reject::Escape;
    T.Detail = What.str();
    if (auto *I = dyn_cast<Instruction>(U))
      T.Detail += " in '" + I->getFunction()->getName().str() + "'";
    return false;
  };
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    for (User *U : V->users()) {
      if (isa<GEPOperator>(U)) {
        if (Seen.insert(U).second) {
          // infer-address-spaces leaves the generic casts of constant GEPs
          // it rewrote behind, dead.
          if (auto *C = dyn_cast<Constant>(U))
            C->removeDeadConstantUsers();
          Work.push_back(U);
        }
        continue;
      }
      auto *I = dyn_cast<Instruction>(U);
      if (!I) {
        auto *CE = dyn_cast<ConstantExpr>(U);
        return Escape(U, ("a constant '" +
                          Twine(CE ? CE->getOpcodeName() : "initializer") +
                          "' expression")
                             .str());
      }
      bool IsAccess = false;
      if (auto *L = dyn_cast<LoadInst>(I))
        IsAccess = L->getPointerOperand() == V;
      else if (auto *S = dyn_cast<StoreInst>(I)) {
        if (S->getValueOperand() == V)
          return Escape(U, "a store of the address");
        IsAccess = true;
      } else if (auto *R = dyn_cast<AtomicRMWInst>(I)) {
        if (R->getValOperand() == V)
          return Escape(U, "an atomic that stores the address");
        IsAccess = true;
      } else if (auto *X = dyn_cast<AtomicCmpXchgInst>(I)) {
        if (X->getPointerOperand() != V)
          return Escape(U, "a cmpxchg of the address");
        IsAccess = true;
      } else if (isa<MemIntrinsic>(I)) {
        return Escape(U, "a memcpy/memmove/memset");
      } else if (isa<CallBase>(I)) {
        return Escape(U, "a call");
      } else if (isa<PtrToIntInst>(I)) {
        return Escape(U, "a ptrtoint");
      } else if (isa<PHINode>(I) || isa<SelectInst>(I)) {
        // Ping-pong buffers: follow the merged address, whose every
        // incoming address must be the group's (groupMergedTiles); its
        // uses are walked like the tile's own.
        if (Value *Out = outsideTile(T, I))
          return Escape(U, "a phi or select with an address outside the "
                           "tile ('" +
                               Out->getNameOrAsOperand() + "')");
        if (Seen.insert(I).second) {
          if (std::optional<int64_t> Off = mergeOffset(T, I))
            T.MergeOffset[I] = *Off;
          Work.push_back(I);
        }
        continue;
      } else if (isa<CmpInst>(I)) {
        return Escape(U, "a pointer comparison");
      } else {
        return Escape(U, ("a '" + Twine(I->getOpcodeName()) + "'").str());
      }
      if (!IsAccess)
        return Escape(U, "an unexpected operand use");
      Function *F = I->getFunction();
      if (F->getCallingConv() != CallingConv::PTX_Kernel) {
        T.Why = Reject::NotKernel;
        T.Detail = F->getName().str();
        return false;
      }
      T.Kernels.insert(F);
      Accesses.push_back(I);
    }
  }
  return true;
}

/// Step 3 for a phi or select of T's addresses: the first address it may
/// take that does not come from one of T's members through GEPs, phis and
/// selects (a kernel argument, another global, an undef), or null.
Value *SharedPadder::outsideTile(const TileInfo &T, Value *Merge) const {
  SmallVector<Value *, 8> Work{Merge};
  SmallPtrSet<Value *, 8> Seen{Merge};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    SmallVector<Value *, 2> Next;
    if (auto *GEP = dyn_cast<GEPOperator>(V))
      Next.push_back(GEP->getPointerOperand());
    else if (auto *Phi = dyn_cast<PHINode>(V))
      append_range(Next, Phi->incoming_values());
    else if (auto *Sel = dyn_cast<SelectInst>(V))
      Next = {Sel->getTrueValue(), Sel->getFalseValue()};
    else if (!is_contained(T.Members, V))
      return V;
    for (Value *N : Next)
      if (Seen.insert(N).second)
        Work.push_back(N);
  }
  return nullptr;
}

/// Step 4 for a phi or select of T's addresses: the constant byte offset
/// from a member's start that every address it may take has (`flag ? a :
/// b` is 0; `flag ? &a[2][0] : &b[2][0]` is 2 rows), or none. The affine
/// form of an access through it then starts there as at a member; a merge
/// of different offsets (or of a pointer walk) is left to ScalarEvolution,
/// which sees through single-valued phis and pointer inductions.
std::optional<int64_t> SharedPadder::mergeOffset(const TileInfo &T,
                                                 Value *Merge) const {
  std::optional<int64_t> Common;
  DenseMap<const Value *, int64_t> Seen; // merge -> offset it was reached at
  SmallVector<std::pair<Value *, int64_t>, 8> Work{{Merge, 0}};
  while (!Work.empty()) {
    auto [V, Acc] = Work.pop_back_val();
    unsigned Bits = DL.getIndexTypeSizeInBits(V->getType());
    APInt Off(Bits, 0);
    Value *Base = V->stripAndAccumulateConstantOffsets(
        DL, Off, /*AllowNonInbounds=*/true);
    if (Off.getSignificantBits() > 40)
      return std::nullopt;
    int64_t At = Acc + Off.getSExtValue();
    if (is_contained(T.Members, Base)) {
      if (Common && *Common != At)
        return std::nullopt;
      Common = At;
      continue;
    }
    if (!isa<PHINode>(Base) && !isa<SelectInst>(Base))
      return std::nullopt;
    if (auto [It, New] = Seen.try_emplace(Base, At); !New) {
      if (It->second != At)
        return std::nullopt; // a walk: not one offset
      continue;
    }
    if (auto *Phi = dyn_cast<PHINode>(Base))
      for (Value *In : Phi->incoming_values())
        Work.push_back({In, At});
    else
      for (Value *In : {cast<SelectInst>(Base)->getTrueValue(),
                        cast<SelectInst>(Base)->getFalseValue()})
        Work.push_back({In, At});
  }
  return Common;
}

/// Step 3 for dynamic shared memory: every `extern __shared__` array of a
/// launch starts at the same address (the dynamic window), and under
/// -fgpu-rdc a function of another TU may address it through a declaration
/// of its own. The in-place swizzle is sound only where this module holds
/// every access: no other shared declaration in a function that a kernel
/// using it reaches, and no call out of the module (unless the module is a
/// whole device program: smemvec::perTUWitness). The reason, or none.
std::optional<std::string> SharedPadder::dynamicVeto(const TileInfo &T) const {
  SmallPtrSet<const Function *, 8> Reach;
  for (Function *K : T.Kernels)
    for (const Function *F : smemvec::reachableFunctions(M, *K)) {
      Reach.insert(F);
      if (F->isDeclaration() && !F->isIntrinsic() && !Witness)
        return "'" + K->getName().str() + "' calls '" + F->getName().str() +
               "', which another TU may define (-fgpu-rdc) and which may "
               "address the dynamic shared memory";
      if (!F->isDeclaration() && !Witness)
        for (const Instruction &I : instructions(*F))
          if (auto *CB = dyn_cast<CallBase>(&I);
              CB && CB->isIndirectCall() && !CB->isInlineAsm())
            return "an indirect call in '" + F->getName().str() + "'";
    }
  for (const GlobalVariable &G : M.globals()) {
    if (&G == T.GV || !G.isDeclaration() || !smemvec::isSharedPointer(&G))
      continue;
    SmallVector<const User *, 8> Work(G.users());
    while (!Work.empty()) {
      const User *U = Work.pop_back_val();
      if (auto *I = dyn_cast<Instruction>(U)) {
        if (Reach.contains(I->getFunction()))
          return "'" + G.getName().str() + "' in '" +
                 I->getFunction()->getName().str() +
                 "' is a shared declaration too (every extern __shared__ "
                 "array starts at the same address)";
      } else {
        append_range(Work, U->users());
      }
    }
  }
  return std::nullopt;
}

/// The detail of a leaf the model cannot place: what computes it.
static std::string neitherLaneNorUniform(const Value *V) {
  std::string W = "a value that is neither a thread index nor uniform";
  if (auto *I = dyn_cast<Instruction>(V))
    W += std::string(" (") + I->getOpcodeName() + ")";
  return W;
}

/// Step 4: the affine form of \p S times \p Scale, added to \p Out. The
/// global itself must appear once with scale 1 (SawBase).
bool SharedPadder::affineOf(const SCEV *S, int64_t Scale, AffineForm &Out,
                            bool &SawBase, const TileInfo &T,
                            ScalarEvolution &SE, std::string &Why) const {
  auto Fail = [&](StringRef W) {
    Why = W.str();
    return false;
  };
  auto Mul = [&](int64_t A, int64_t B, int64_t &R) {
    return !__builtin_mul_overflow(A, B, &R);
  };
  // A thread-index or warp-uniform value is one leaf term of the form.
  auto Leaf = [&](const Value *V) {
    int D = laneDim(V);
    if (D < 0 && !isWarpUniform(V))
      return Fail(neitherLaneNorUniform(V));
    Out.Terms.push_back({D >= 0 ? Term::Lane : Term::Uniform,
                         unsigned(std::max(D, 0)), nullptr, S, Scale});
    return true;
  };
  if (auto *C = dyn_cast<SCEVConstant>(S)) {
    const APInt &V = C->getAPInt();
    int64_t P;
    if (V.getSignificantBits() > 63 || !Mul(V.getSExtValue(), Scale, P) ||
        __builtin_add_overflow(Out.Const, P, &Out.Const))
      return Fail("a constant out of range");
    return true;
  }
  if (auto *A = dyn_cast<SCEVAddExpr>(S)) {
    for (const SCEV *Op : A->operands())
      if (!affineOf(Op, Scale, Out, SawBase, T, SE, Why))
        return false;
    return true;
  }
  if (auto *Mu = dyn_cast<SCEVMulExpr>(S)) {
    auto *C = dyn_cast<SCEVConstant>(Mu->getOperand(0));
    if (Mu->getNumOperands() != 2 || !C ||
        C->getAPInt().getSignificantBits() > 63)
      return Fail("a product of two variables");
    int64_t P;
    if (!Mul(C->getAPInt().getSExtValue(), Scale, P))
      return Fail("a coefficient out of range");
    return affineOf(Mu->getOperand(1), P, Out, SawBase, T, SE, Why);
  }
  if (auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    auto *Step = dyn_cast<SCEVConstant>(AR->getOperand(1));
    if (!AR->isAffine() || !Step || Step->getAPInt().getSignificantBits() > 63)
      return Fail("a loop step that is not constant");
    int64_t P;
    if (!Mul(Step->getAPInt().getSExtValue(), Scale, P))
      return Fail("a loop step out of range");
    Term Tm{Term::LoopCounter, 0, AR->getLoop(), nullptr, P};
    Out.Terms.push_back(Tm);
    return affineOf(AR->getStart(), Scale, Out, SawBase, T, SE, Why);
  }
  // A zext/sext of a lane or uniform value is a leaf of its own (the rewrite
  // rebuilds the same cast); of anything else, the affine form of its
  // operand where the operand cannot wrap (extensionOf).
  if (auto *Cast = dyn_cast<SCEVIntegralCastExpr>(S)) {
    const SCEV *Op = Cast->getOperand();
    if (isa<SCEVTruncateExpr>(S))
      return Fail("a truncation");
    if (auto *U = dyn_cast<SCEVUnknown>(Op))
      return Leaf(U->getValue());
    return extensionOf(Cast, Scale, Out, T, SE, Why);
  }
  if (auto *U = dyn_cast<SCEVUnknown>(S)) {
    // A member's start, or a phi/select of them at one offset (mergeOffset).
    Value *V = U->getValue();
    auto Merged = T.MergeOffset.find(V);
    if (is_contained(T.Members, V) || Merged != T.MergeOffset.end()) {
      if (Scale != 1 || SawBase)
        return Fail("the tile's address used twice");
      SawBase = true;
      if (Merged != T.MergeOffset.end())
        Out.Const += Merged->second; // below 2^40 (mergeOffset)
      return true;
    }
    if (V->getType()->isPointerTy() && (isa<PHINode>(V) || isa<SelectInst>(V)))
      return Fail("a phi or select of addresses at different offsets");
    return Leaf(V);
  }
  return Fail("an operation that is not affine");
}

/// Step 4 for `zext`/`sext` of an affine expression (CUDA's `int`
/// arithmetic on threadIdx: `(ty + j) * 32 + tx` in i32, extended once for
/// the GEP; ScalarEvolution keeps the cast outside when it cannot prove the
/// add's flags). The operand's affine form, added to \p Out times \p
/// Scale, is the cast's value exactly when the operand never wraps: its
/// mathematical value, each narrow leaf read as signed (as the rewrite
/// expands it) over its signed range and each loop counter over [0, max
/// backedge-taken count], stays inside what the cast reads unchanged,
/// [0, 2^n) for zext and [-2^(n-1), 2^(n-1)) for sext.
bool SharedPadder::extensionOf(const SCEVIntegralCastExpr *Cast, int64_t Scale,
                               AffineForm &Out, const TileInfo &T,
                               ScalarEvolution &SE, std::string &Why) const {
  const SCEV *Op = Cast->getOperand();
  auto Fail = [&](StringRef W) {
    Why = W.str();
    return false;
  };
  AffineForm Inner;
  bool InnerBase = false;
  if (!affineOf(Op, 1, Inner, InnerBase, T, SE, Why))
    return false;
  if (InnerBase)
    return Fail("an extension of the tile's address");
  unsigned Bits = SE.getTypeSizeInBits(Op->getType());
  if (Bits > 40)
    return Fail("an extension of a value too wide to bound");
  // The operand's mathematical range: products of 64-bit values and their
  // sums over a few terms fit 128 bits.
  __int128 Lo = Inner.Const, Hi = Inner.Const;
  for (const Term &Tm : Inner.Terms) {
    int64_t Min, Max;
    if (Tm.K == Term::LoopCounter) {
      auto *C =
          dyn_cast<SCEVConstant>(SE.getConstantMaxBackedgeTakenCount(Tm.L));
      if (!C || C->getAPInt().getActiveBits() > 31)
        return Fail("an extension of a loop counter without a bound");
      Min = 0;
      Max = int64_t(C->getAPInt().getZExtValue());
    } else {
      ConstantRange R = SE.getSignedRange(Tm.Leaf);
      Min = R.getSignedMin().getSExtValue();
      Max = R.getSignedMax().getSExtValue();
    }
    __int128 A = __int128(Tm.Coef) * Min, B = __int128(Tm.Coef) * Max;
    Lo += std::min(A, B);
    Hi += std::max(A, B);
  }
  bool Zext = isa<SCEVZeroExtendExpr>(Cast);
  __int128 TypeLo = Zext ? 0 : -(__int128(1) << (Bits - 1));
  __int128 TypeHi =
      Zext ? (__int128(1) << Bits) - 1 : (__int128(1) << (Bits - 1)) - 1;
  if (Lo < TypeLo || Hi > TypeHi)
    return Fail("an extension of a value that may wrap");
  int64_t C;
  if (__builtin_mul_overflow(Inner.Const, Scale, &C) ||
      __builtin_add_overflow(Out.Const, C, &Out.Const))
    return Fail("a constant out of range");
  for (Term Tm : Inner.Terms) {
    if (__builtin_mul_overflow(Tm.Coef, Scale, &Tm.Coef))
      return Fail("a coefficient out of range");
    Out.Terms.push_back(Tm);
  }
  return true;
}

/// The values term \p Tm takes at access \p A, when bounded.
std::optional<std::pair<int64_t, int64_t>>
SharedPadder::termRange(const Term &Tm, const TileAccess &A) const {
  ScalarEvolution &SE = *Cache.lookup(A.F).SE;
  if (Tm.K == Term::Lane && dimensionHolds(*A.F, Tm.Dim, *A.I)) {
    BlockShape Shape = *Shapes.find(A.F)->second.Shape;
    unsigned Ext[3] = {Shape.X, Shape.Y, Shape.Z};
    return std::make_pair(int64_t(0), int64_t(Ext[Tm.Dim]) - 1);
  }
  if (Tm.K == Term::LoopCounter) {
    const SCEV *BTC = SE.getConstantMaxBackedgeTakenCount(Tm.L);
    auto *C = dyn_cast<SCEVConstant>(BTC);
    if (!C || C->getAPInt().getActiveBits() > 31)
      return std::nullopt;
    return std::make_pair(int64_t(0), int64_t(C->getAPInt().getZExtValue()));
  }
  if (Tm.K == Term::Lane)
    if (std::optional<unsigned> Max =
            readLaunchBounds(*A.F).maxThreadIndex(Tm.Dim)) {
      ConstantRange R = SE.getUnsignedRange(Tm.Leaf);
      int64_t Hi = std::min<int64_t>(
          *Max, R.getUnsignedMax().getLimitedValue(MaxBlockThreads));
      return std::make_pair(int64_t(0), Hi);
    }
  ConstantRange R = SE.getSignedRange(Tm.Leaf);
  if (R.isFullSet() || R.getSignedMin().getSignificantBits() > 40 ||
      R.getSignedMax().getSignificantBits() > 40)
    return std::nullopt;
  return std::make_pair(R.getSignedMin().getSExtValue(),
                        R.getSignedMax().getSExtValue());
}

/// The address of a tile access: a load, store, atomicrmw or cmpxchg (the
/// only users collectAccesses admits).
static Value *accessPointer(Instruction *I) {
  if (Value *Ptr = getLoadStorePointerOperand(I))
    return Ptr;
  if (auto *R = dyn_cast<AtomicRMWInst>(I))
    return R->getPointerOperand();
  return cast<AtomicCmpXchgInst>(I)->getPointerOperand();
}

/// Points the tile access \p I at \p NewPtr; plain loads and stores also
/// get \p NewAlign (atomics keep theirs: the remedy's offsets are multiples
/// of their size).
static void retargetAccess(Instruction *I, Value *NewPtr, Align NewAlign) {
  if (auto *L = dyn_cast<LoadInst>(I)) {
    L->setOperand(L->getPointerOperandIndex(), NewPtr);
    L->setAlignment(NewAlign);
  } else if (auto *S = dyn_cast<StoreInst>(I)) {
    S->setOperand(S->getPointerOperandIndex(), NewPtr);
    S->setAlignment(NewAlign);
  } else if (auto *R = dyn_cast<AtomicRMWInst>(I)) {
    R->setOperand(R->getPointerOperandIndex(), NewPtr);
  } else {
    auto *X = cast<AtomicCmpXchgInst>(I);
    X->setOperand(X->getPointerOperandIndex(), NewPtr);
  }
}

/// Step 4 for one access: its row and column forms and its model; false
/// (T.Why set) when it cannot be proven.
bool SharedPadder::modelAccess(TileInfo &T, Instruction *I) {
  TileAccess A;
  A.I = I;
  A.F = I->getFunction();
  Value *Ptr = accessPointer(I);
  Type *AccTy;
  if (auto *L = dyn_cast<LoadInst>(I)) {
    AccTy = L->getType();
    A.OldAlign = L->getAlign();
  } else if (auto *S = dyn_cast<StoreInst>(I)) {
    AccTy = S->getValueOperand()->getType();
    A.OldAlign = S->getAlign();
  } else if (auto *R = dyn_cast<AtomicRMWInst>(I)) {
    AccTy = R->getValOperand()->getType();
    A.OldAlign = R->getAlign();
  } else {
    auto *X = cast<AtomicCmpXchgInst>(I);
    AccTy = X->getNewValOperand()->getType();
    A.OldAlign = X->getAlign();
  }
  A.Size = DL.getTypeStoreSize(AccTy);
  auto NotAffine = [&](StringRef Why) {
    T.Why = Reject::NotAffine;
    raw_string_ostream OS(T.Detail);
    OS << Why << " in '" << A.F->getName() << "'";
    return false;
  };
  if (!isPowerOf2_32(A.Size) || A.Size > MaxPadBytes)
    return NotAffine("an access of an odd size");
  if (!shapeOf(*A.F)) {
    T.Why = Reject::ShapeUnknown;
    T.Detail = A.F->getName().str();
    return false;
  }
  if (Shapes.find(A.F)->second.Assumed) {
    T.AssumedShape = true;
    if (T.Blocked == Reject::None) {
      T.Blocked = Reject::ShapeUnknown;
      T.BlockedDetail = A.F->getName().str();
    }
  }
  FunctionAnalyses FA = analyses(*A.F);
  AffineForm Offset;
  bool SawBase = false;
  std::string Why;
  if (!affineOf(FA.SE->getSCEV(Ptr), 1, Offset, SawBase, T, *FA.SE, Why))
    return NotAffine(Why);
  if (!SawBase)
    return NotAffine("an address not based on the tile");
  // Merge repeated leaves so a coefficient split sees the whole multiple.
  AffineForm Merged;
  Merged.Const = Offset.Const;
  for (const Term &Tm : Offset.Terms) {
    auto *Same = find_if(Merged.Terms, [&](const Term &O) {
      return O.K == Tm.K && O.L == Tm.L && O.Leaf == Tm.Leaf;
    });
    if (Same != Merged.Terms.end())
      Same->Coef += Tm.Coef;
    else
      Merged.Terms.push_back(Tm);
  }
  // Split into whole rows and a column; bound the column.
  uint64_t Pitch = T.Facts.PitchBytes;
  int64_t RowC, ColC;
  splitCoefficient(Merged.Const, Pitch, RowC, ColC);
  A.RowForm.Const = RowC;
  A.ColForm.Const = ColC;
  A.Model.RowConst = RowC;
  A.Model.ColConst = ColC;
  A.Model.Size = A.Size;
  int64_t Lo = ColC, Hi = ColC;
  for (const Term &Tm : Merged.Terms) {
    if (Tm.Coef == 0)
      continue;
    if (Tm.K == Term::LoopCounter && !Tm.L->contains(I))
      return NotAffine("a loop's value used after the loop");
    int64_t RowPart, ColPart;
    splitCoefficient(Tm.Coef, Pitch, RowPart, ColPart);
    if (RowPart) {
      Term R = Tm;
      R.Coef = RowPart;
      A.RowForm.Terms.push_back(R);
      if (Tm.K == Term::Lane)
        A.Model.RowCoef[Tm.Dim] += RowPart;
    }
    if (ColPart) {
      Term C = Tm;
      C.Coef = ColPart;
      A.ColForm.Terms.push_back(C);
      if (Tm.K == Term::Lane)
        A.Model.ColCoef[Tm.Dim] += ColPart;
      if (SkipColumnProof)
        continue;
      std::optional<std::pair<int64_t, int64_t>> R = termRange(Tm, A);
      if (!R) {
        T.Why = Reject::ColumnRange;
        T.Detail =
            "a column term without a bound in '" + A.F->getName().str() + "'";
        return false;
      }
      // ColPart > 0 (splitCoefficient), ranges below 2^40: no overflow.
      Lo += ColPart * R->first;
      Hi += ColPart * R->second;
    }
  }
  if (!SkipColumnProof && (Lo < 0 || Hi + int64_t(A.Size) > int64_t(Pitch))) {
    T.Why = Reject::ColumnRange;
    raw_string_ostream OS(T.Detail);
    OS << "byte column in [" << Lo << ", " << Hi << "], row pitch " << Pitch
       << ", in '" << A.F->getName() << "'";
    return false;
  }
  T.Accesses.push_back(std::move(A));
  return true;
}

/// Accesses that upstream's or smemvec's vectorizer may merge into one
/// 16-byte access: two in one block whose offsets differ by a constant
/// below 16. The pad then keeps rows 16-aligned (KeepAlign), and the model
/// sees each such access as the 16-byte access of its aligned window (what
/// ptxas gets once smemvec-align and the vectorizers ran).
void SharedPadder::findVectorRuns(TileInfo &T) {
  if (T.Facts.PitchBytes % MaxPadBytes != 0)
    return;
  SmallVector<bool, 16> InRun(T.Accesses.size(), false);
  for (unsigned I = 0; I < T.Accesses.size(); ++I)
    for (unsigned J = I + 1; J < T.Accesses.size(); ++J) {
      const TileAccess &A = T.Accesses[I], &B = T.Accesses[J];
      if (A.I->getParent() != B.I->getParent() || A.Size >= MaxPadBytes ||
          A.Size != B.Size)
        continue;
      ScalarEvolution &SE = *Cache.lookup(A.F).SE;
      const SCEV *D = SE.getMinusSCEV(SE.getSCEV(accessPointer(A.I)),
                                      SE.getSCEV(accessPointer(B.I)));
      if (auto *C = dyn_cast<SCEVConstant>(D))
        if (!C->isZero() && C->getAPInt().abs().ult(MaxPadBytes))
          InRun[I] = InRun[J] = true;
    }
  for (unsigned I = 0; I < T.Accesses.size(); ++I)
    if (InRun[I]) {
      T.Facts.KeepAlign = MaxPadBytes;
      AccessModel &M = T.Accesses[I].Model;
      M.Size = MaxPadBytes;
      M.ColConst = alignDown(uint64_t(M.ColConst), MaxPadBytes);
    }
}

/// Step 6's budget: would \p Extra more bytes for T's globals (shared by
/// its members by their rows) keep every kernel that uses them within the
/// 48 KB limit and its blocks per SM?
Leave SharedPadder::budgetFor(const TileInfo &T, uint64_t Extra) const {
  for (Function *K : T.Kernels) {
    SmallSetVector<const GlobalVariable *, 8> Objects;
    for (const Function *F : smemvec::reachableFunctions(M, *K))
      for (const Instruction &I : instructions(*F))
        for (const Value *Op : I.operands())
          if (Op->getType()->isPointerTy())
            if (auto *G = dyn_cast<GlobalVariable>(getUnderlyingObject(Op)))
              if (smemvec::isSharedPointer(G))
                Objects.insert(G);
    Objects.insert_range(T.Members);
    uint64_t Stock = 0;
    SmallVector<smemvec::align::LayoutObject, 8> Layout;
    for (const GlobalVariable *G : Objects) {
      uint64_t Size = StockSize.lookup(G);
      Stock += Size;
      uint64_t Now = Size + ExtraSize.lookup(G);
      for (auto [Member, Rows] : zip(T.Members, T.MemberRows))
        if (G == Member)
          Now += memberExtraBytes(Extra, T.Facts.Rows, Rows);
      Layout.push_back({Now, G->getAlign().valueOrOne().value()});
    }
    smemvec::align::BudgetFit Fit = smemvec::align::kernelBudget(
        smemvec::align::budgetLimitsFor(
            K->getFnAttribute("target-cpu").getValueAsString()),
        Stock, smemvec::align::layoutBound(Layout));
    if (Fit == smemvec::align::BudgetFit::OverStaticLimit)
      return Leave::StaticLimit;
    if (Fit == smemvec::align::BudgetFit::LosesBlocks)
      return Leave::Occupancy;
  }
  return Leave::Nothing;
}

/// The SCEV of \p Form at width \p Ty (loop counters as {0,+,1}<L>), for
/// SCEVExpander.
const SCEV *SharedPadder::expandable(const AffineForm &Form,
                                     ScalarEvolution &SE, Type *Ty) const {
  const SCEV *S = SE.getConstant(Ty, Form.Const, /*isSigned=*/true);
  for (const Term &Tm : Form.Terms) {
    const SCEV *Leaf = Tm.K == Term::LoopCounter
                           ? SE.getAddRecExpr(SE.getZero(Ty), SE.getOne(Ty),
                                              Tm.L, SCEV::FlagAnyWrap)
                           : SE.getTruncateOrSignExtend(Tm.Leaf, Ty);
    S = SE.getAddExpr(
        S, SE.getMulExpr(SE.getConstant(Ty, Tm.Coef, /*isSigned=*/true), Leaf));
  }
  return S;
}

/// Step 7, pad: globals with longer rows (each member of a group alike);
/// every access moves by row * pad.
void SharedPadder::applyPad(TileInfo &T) {
  assert(T.Facts.CanGrow && "dynamic shared memory is never padded");
  uint64_t PadBytes = T.D.New.PitchBytes - T.Facts.PitchBytes;
  Type *IdxTy = DL.getIndexType(T.GV->getType());
  // Expand the row indices before the global changes (their SCEVs refer to
  // nothing but thread indices, loop counters and uniform values).
  SmallVector<Value *, 8> RowValues;
  for (TileAccess &A : T.Accesses) {
    FunctionAnalyses FA = analyses(*A.F);
    SCEVExpander Expander(*FA.SE, "smemvec.pad", /*PreserveLCSSA=*/false);
    RowValues.push_back(Expander.expandCodeFor(
        expandable(A.RowForm, *FA.SE, IdxTy), IdxTy, A.I));
  }
  // The same nest with a longer innermost array.
  std::function<Type *(Type *)> Widen = [&](Type *Ty) -> Type * {
    auto *AT = cast<ArrayType>(Ty);
    if (AT == T.RowTy)
      return ArrayType::get(AT->getElementType(),
                            AT->getNumElements() +
                                PadBytes / T.Facts.ElemBytes);
    return ArrayType::get(Widen(AT->getElementType()), AT->getNumElements());
  };
  for (auto [Old, Rows] : zip(T.Members, T.MemberRows)) {
    Type *NewTy =
        T.Delinearized
            ? ArrayType::get(ArrayType::get(T.RowTy->getElementType(),
                                            T.RowTy->getNumElements() +
                                                PadBytes / T.Facts.ElemBytes),
                             Rows)
            : Widen(Old->getValueType());
    auto *New = new GlobalVariable(
        M, NewTy, Old->isConstant(), Old->getLinkage(), UndefValue::get(NewTy),
        "", Old, Old->getThreadLocalMode(), Old->getAddressSpace());
    New->copyAttributesFrom(Old);
    if (Old->hasComdat())
      New->setComdat(Old->getComdat());
    New->takeName(Old);
    Old->replaceAllUsesWith(New);
    Old->eraseFromParent();
    Old = New;
  }
  T.GV = T.Members.front();

  Align Kept(uint64_t(1) << countr_zero(PadBytes));
  for (auto [A, Row] : zip(T.Accesses, RowValues)) {
    IRBuilder<> B(A.I);
    Value *Ptr = accessPointer(A.I);
    Value *Delta = B.CreateMul(Row, ConstantInt::get(IdxTy, PadBytes),
                               "smemvec.pad.off", /*HasNUW=*/false,
                               /*HasNSW=*/true);
    Value *NewPtr =
        B.CreateInBoundsGEP(B.getInt8Ty(), Ptr, Delta, "smemvec.pad.ptr");
    Align NewAlign = std::min(A.OldAlign, Kept);
    retargetAccess(A.I, NewPtr, NewAlign);
  }
  ++NumPadded;
}

/// Step 7, swizzle: the global keeps its type; every access moves by
/// ((chunk ^ (row & mask)) - chunk) * granule.
void SharedPadder::applySwizzle(TileInfo &T) {
  Type *IdxTy = DL.getIndexType(T.GV->getType());
  unsigned G = T.D.New.Granule;
  for (TileAccess &A : T.Accesses) {
    FunctionAnalyses FA = analyses(*A.F);
    ScalarEvolution &SE = *FA.SE;
    SCEVExpander Expander(SE, "smemvec.swz", /*PreserveLCSSA=*/false);
    Value *Row =
        Expander.expandCodeFor(expandable(A.RowForm, SE, IdxTy), IdxTy, A.I);
    Value *ColBytes =
        Expander.expandCodeFor(expandable(A.ColForm, SE, IdxTy), IdxTy, A.I);
    IRBuilder<InstSimplifyFolder> B(A.I->getContext(), InstSimplifyFolder(DL));
    B.SetInsertPoint(A.I);
    // The column is proven in [0, pitch): the shift is its floor division.
    Value *Col = B.CreateLShr(ColBytes, Log2_32(G), "smemvec.swz.col");
    Value *Mask = B.CreateAnd(Row, ConstantInt::get(IdxTy, T.D.New.Mask),
                              "smemvec.swz.mask");
    Value *Swz = B.CreateXor(Col, Mask, "smemvec.swz.chunk");
    Value *Delta = B.CreateShl(B.CreateSub(Swz, Col, "smemvec.swz.d"),
                               Log2_32(G), "smemvec.swz.off");
    Value *NewPtr = B.CreateInBoundsGEP(B.getInt8Ty(), accessPointer(A.I),
                                        Delta, "smemvec.swz.ptr");
    Align NewAlign = std::min(A.OldAlign, Align(G));
    retargetAccess(A.I, NewPtr, NewAlign);
  }
  ++NumSwizzled;
}

/// Step 8 for tile \p T of a kernel of unknown shape: a fresh tile \p V
/// with T's rows and every access of T modeled again (through \p VMap: the
/// same access in the kernel's copy) under the kernel's shape facts as
/// they stand (Shapes). \p V may not grow: the original body keeps
/// addressing the object as it is. False (V.Why set) when an access fails.
bool SharedPadder::modelVersion(const TileInfo &T, TileInfo &V,
                                const ValueToValueMapTy *VMap) {
  V.GV = T.GV;
  V.Members = T.Members;
  V.MemberRows = T.MemberRows;
  V.Delinearized = T.Delinearized;
  V.RowTy = T.RowTy;
  V.Facts.PitchBytes = T.Facts.PitchBytes;
  V.Facts.Rows = T.Facts.Rows;
  V.Facts.ElemBytes = T.Facts.ElemBytes;
  V.Facts.CanGrow = false;
  for (auto [Merge, Off] : T.MergeOffset) {
    const Value *Key = Merge;
    if (VMap) {
      auto It = VMap->find(Merge);
      if (It == VMap->end())
        continue;
      Key = It->second;
    }
    V.MergeOffset[Key] = Off;
  }
  for (Instruction *I : T.AccessInsts) {
    Instruction *At = VMap ? cast<Instruction>(VMap->lookup(I)) : I;
    V.Kernels.insert(At->getFunction());
    if (!modelAccess(V, At))
      return false;
  }
  if (!SkipColumnProof)
    finishFacts(V);
  return true;
}

/// Step 8: the shape the index arithmetic of \p T implies
/// (pad::impliedShape), from its accesses modeled without a column proof.
std::optional<BlockShape> SharedPadder::versionShape(const TileInfo &T) {
  SmallVector<ShapeEvidence, 16> Evidence;
  TileInfo V;
  SkipColumnProof = true;
  bool Modeled = modelVersion(T, V, nullptr);
  SkipColumnProof = false;
  if (!Modeled)
    return std::nullopt;
  for (const TileAccess &A : V.Accesses) {
    ShapeEvidence E;
    E.Model = A.Model;
    for (const Term &Tm : A.RowForm.Terms)
      if (Tm.K == Term::LoopCounter)
        E.RowSteps.push_back(Tm.Coef);
    for (const Term &Tm : A.ColForm.Terms)
      if (Tm.K == Term::LoopCounter)
        E.ColSteps.push_back(Tm.Coef);
    Evidence.push_back(std::move(E));
  }
  return impliedShape(Evidence, V.Facts.PitchBytes, V.Facts.Rows);
}

/// Step 8's transform: \p K's body twice, the copy (\p VMap, entered at
/// \p CopyEntry) behind a new entry block \p Check that takes it when
/// blockDim is \p S. blockDim is one value for every thread of a launch, so
/// all of them take one side and a tile never sees both layouts. The
/// entry's static allocas move to Check (both sides share them); the
/// copy's blockDim reads become the constants.
void SharedPadder::versionBody(Function &K, const BlockShape &S,
                               ValueToValueMapTy &VMap, BasicBlock *&Check,
                               BasicBlock *&CopyEntry) {
  LLVMContext &Ctx = K.getContext();
  BasicBlock *Entry = &K.getEntryBlock();
  SmallVector<AllocaInst *, 4> Allocas;
  for (Instruction &I : *Entry)
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && AI->isStaticAlloca())
      Allocas.push_back(AI);
  SmallVector<BasicBlock *, 16> Body;
  for (BasicBlock &BB : K)
    Body.push_back(&BB);
  Check = BasicBlock::Create(Ctx, "smemvec.ver.check", &K, Entry);
  for (AllocaInst *AI : Allocas)
    AI->moveBefore(*Check, Check->end());
  SmallVector<BasicBlock *, 16> Copy;
  for (BasicBlock *BB : Body) {
    BasicBlock *C = CloneBasicBlock(BB, VMap, ".ver", &K);
    VMap[BB] = C;
    Copy.push_back(C);
  }
  remapInstructionsInBlocks(Copy, VMap);
  CopyEntry = cast<BasicBlock>(VMap[Entry]);

  IRBuilder<> B(Check);
  const unsigned Dims[3] = {S.X, S.Y, S.Z};
  const char *Names[3] = {"x", "y", "z"};
  Value *Eq[3];
  for (unsigned D = 0; D < 3; ++D)
    Eq[D] =
        B.CreateICmpEQ(B.CreateIntrinsic(blockDimIntrinsic(D), {}, nullptr,
                                         Twine("smemvec.ver.ntid.") + Names[D]),
                       B.getInt32(Dims[D]), Twine("smemvec.ver.") + Names[D]);
  Value *Holds = B.CreateAnd(B.CreateAnd(Eq[0], Eq[1], "smemvec.ver.xy"), Eq[2],
                             "smemvec.ver.shape");
  B.CreateCondBr(Holds, CopyEntry, Entry);

  for (BasicBlock *BB : Copy)
    for (Instruction &I : make_early_inc_range(*BB))
      if (std::optional<unsigned> D = blockDimIndex(&I)) {
        I.replaceAllUsesWith(ConstantInt::get(I.getType(), Dims[*D]));
        I.eraseFromParent();
      }
}

/// "32x8x1".
static std::string shapeName(const BlockShape &S) {
  return std::to_string(S.X) + "x" + std::to_string(S.Y) + "x" +
         std::to_string(S.Z);
}

/// Step 8: why kernel \p K may not be versioned at all, or nothing. A
/// token (convergence control) must stay in the entry block, a block whose
/// address is taken has no copy to take it of, and the bound keeps the
/// copy (at most the kernel again) small.
std::optional<std::string> SharedPadder::versionVeto(Function &K) const {
  if (any_of(instructions(K),
             [](const Instruction &I) { return I.getType()->isTokenTy(); }) ||
      any_of(K, [](const BasicBlock &BB) { return BB.hasAddressTaken(); }))
    return "'" + K.getName().str() +
           "' has convergence tokens or a block whose address is taken";
  unsigned Size = K.getInstructionCount(), Max = VersionMaxInstructions;
  if (Size > Max)
    return "'" + K.getName().str() + "' has " + std::to_string(Size) +
           " instructions, more than -smemvec-pad-version-max-instructions=" +
           std::to_string(Max);
  return std::nullopt;
}

/// Step 8: proves and decides each of \p Cands (the candidate tiles of
/// kernel \p K) under hypothesis \p S (K's shape facts replaced by S for
/// the while); \p Why gets, per tile, why it does not win (empty where a
/// swizzle has fewer conflicts). The number of tiles that win.
unsigned SharedPadder::trialShape(Function &K, ArrayRef<TileInfo *> Cands,
                                  const BlockShape &S,
                                  SmallVectorImpl<std::string> &Why) {
  ShapeFacts Saved = Shapes[&K];
  ShapeFacts Hyp;
  Hyp.Shape = S;
  Hyp.FromAttribute = true;
  Shapes[&K] = Hyp;
  unsigned Wins = 0;
  Why.assign(Cands.size(), "");
  for (auto [C, W] : zip(Cands, Why)) {
    TileInfo V;
    if (!modelVersion(*C, V, nullptr)) {
      W = "under blockDim " + shapeName(S) + " " + rejectName(V.Why).str() +
          " (" + V.Detail + ")";
      continue;
    }
    Decision D = decide(V.Facts, V.Granule, [](uint64_t) {
      return Leave::Nothing; // never asked: V cannot grow
    });
    if (D.Kind == Remedy::Swizzle)
      ++Wins;
    else if (D.Before == 0)
      W = "no modeled bank conflicts under blockDim " + shapeName(S);
    else
      W = "under blockDim " + shapeName(S) + " no swizzle has fewer than " +
          std::to_string(D.Before) + " modeled conflicts";
  }
  Shapes[&K] = Saved;
  return Wins;
}

/// Step 8: the shape kernel \p K is versioned on: of the shapes its tiles
/// imply (versionShape), then pad::AdviceShape, those its nvvm.maxntid
/// allows, the one under which most of \p Cands win (trialShape; the first
/// on a tie). \p Why as
/// trialShape's for that shape; none (each tile's VersionWhy set) when no
/// tile wins under any.
std::optional<BlockShape>
SharedPadder::chooseVersionShape(Function &K, ArrayRef<TileInfo *> Cands,
                                 SmallVectorImpl<std::string> &Why) {
  // A shape the kernel's nvvm.maxntid forbids never passes the check.
  smemvec::LaunchBounds LB = readLaunchBounds(K);
  // The shapes the tiles imply, then the advice's (the commonest launch).
  SmallVector<std::optional<BlockShape>, 4> Proposed;
  for (TileInfo *T : Cands)
    Proposed.push_back(versionShape(*T));
  Proposed.push_back(AdviceShape);
  std::optional<BlockShape> Best;
  unsigned BestWins = 0;
  SmallVector<BlockShape, 2> Tried;
  SmallVector<std::string, 4> FirstWhy; // the first shape tried: why not
  std::string Unlaunchable;
  for (std::optional<BlockShape> S : Proposed) {
    if (!S || any_of(Tried, [&](const BlockShape &O) {
          return O.X == S->X && O.Y == S->Y && O.Z == S->Z;
        }))
      continue;
    if (!shapeWithin(*S, LB.Threads, LB.Dims)) {
      Unlaunchable += (Unlaunchable.empty() ? "" : ", ") + shapeName(*S);
      continue;
    }
    Tried.push_back(*S);
    SmallVector<std::string, 4> TileWhy;
    unsigned Wins = trialShape(K, Cands, *S, TileWhy);
    if (Tried.size() == 1)
      FirstWhy = TileWhy;
    if (Wins > BestWins) {
      Best = S;
      BestWins = Wins;
      Why.assign(TileWhy.begin(), TileWhy.end());
    }
  }
  if (Best)
    return Best;
  Why.assign(FirstWhy.begin(), FirstWhy.end());
  for (auto [I, T] : enumerate(Cands))
    T->VersionWhy = !Tried.empty() ? Why[I]
                    : Unlaunchable.empty()
                        ? "its index arithmetic implies no block shape"
                        : "no shape tried fits the kernel's nvvm.maxntid (" +
                              Unlaunchable + ")";
  return std::nullopt;
}

/// Step 8's rewrite of kernel \p K on shape \p S: the copy (versionBody),
/// then each winning tile of \p Cands (\p Why empty) proven again in the
/// copy with the check's facts (threadIdx below S where the edge into the
/// copy dominates) and swizzled in place there; the original body keeps
/// every address as it was.
void SharedPadder::versionKernel(Function &K, ArrayRef<TileInfo *> Cands,
                                 const BlockShape &S,
                                 ArrayRef<std::string> Why) {
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": versioning " << K.getName() << " on "
                    << shapeName(S) << "\n");
  ValueToValueMapTy VMap;
  BasicBlock *Check, *CopyEntry;
  versionBody(K, S, VMap, Check, CopyEntry);
  forget(K);
  ++NumVersioned;
  ShapeFacts Saved = Shapes[&K];
  ShapeFacts Copy;
  Copy.Shape = S;
  for (ShapeFacts::Site &Site : Copy.Sites)
    Site = {nullptr, Check, CopyEntry};
  Shapes[&K] = Copy;
  for (auto [C, W] : zip(Cands, Why)) {
    if (!W.empty()) {
      C->VersionWhy = W;
      continue;
    }
    TileInfo V;
    if (!modelVersion(*C, V, &VMap)) {
      C->VersionWhy = "its accesses in the copy for blockDim " + shapeName(S) +
                      " are not proven: " + V.Detail;
      continue;
    }
    V.D = decide(V.Facts, V.Granule, [](uint64_t) { return Leave::Nothing; });
    if (V.D.Kind != Remedy::Swizzle) {
      C->VersionWhy =
          "no swizzle helps in the copy for blockDim " + shapeName(S);
      continue;
    }
    applySwizzle(V);
    C->Versioned = true;
    C->VersionShape = S;
    C->VersionD = V.D;
    C->VersionAccesses = V.Accesses.size();
  }
  Shapes[&K] = Saved; // the advice of the tiles left models pad::AdviceShape
}

/// Step 8: versions each kernel of unknown block shape whose tiles a
/// swizzle cures under the shape their arithmetic implies. Candidates are
/// the tiles blocked by ShapeUnknown alone (their column range may fail
/// only for want of the shape), used by one kernel, not dynamic. The tiles
/// not versioned say why (VersionWhy). True if a kernel was versioned.
bool SharedPadder::versionKernels(SmallVectorImpl<TileInfo> &Tiles) {
  bool Changed = false;
  MapVector<Function *, SmallVector<TileInfo *, 4>> ByKernel;
  for (TileInfo &T : Tiles)
    if (T.Blocked == Reject::ShapeUnknown &&
        (T.Why == Reject::None || T.Why == Reject::ColumnRange) && !T.Dynamic &&
        T.Kernels.size() == 1 && !T.AccessInsts.empty())
      ByKernel[T.Kernels.front()].push_back(&T);
  for (auto &[K, Cands] : ByKernel) {
    if (std::optional<std::string> Veto = versionVeto(*K)) {
      for (TileInfo *T : Cands)
        T->VersionWhy = *Veto;
      continue;
    }
    SmallVector<std::string, 4> Why;
    if (std::optional<BlockShape> S = chooseVersionShape(*K, Cands, Why)) {
      versionKernel(*K, Cands, *S, Why);
      Changed = true;
    }
  }
  return Changed;
}

/// A tile's row type as C array bounds after \p PadBytes more per row:
/// `[32][33]` for [32 x [32 x float]] and a 4-byte pad.
static std::string cBounds(Type *Ty, uint64_t PadBytes, uint64_t ElemBytes) {
  std::string Out;
  while (auto *AT = dyn_cast<ArrayType>(Ty)) {
    Ty = AT->getElementType();
    uint64_t N = AT->getNumElements();
    if (!isa<ArrayType>(Ty))
      N += PadBytes / ElemBytes;
    Out += "[" + std::to_string(N) + "]";
  }
  return Out;
}

/// Step 9 for a blocked tile (a legality rule, not the model, keeps its
/// layout): advice a person can act on, anchored at the access with the
/// most modeled conflicts so the remark carries its source line.
void SharedPadder::reportAdvice(TileInfo &T, OptimizationRemarkEmitter &ORE) {
  const Decision &D = T.D;
  Layout Stock{T.Facts.PitchBytes, 0, 0};
  const TileAccess *Worst = &T.Accesses.front();
  uint64_t WorstConflicts = 0, Phases = 0;
  for (const TileAccess &A : T.Accesses) {
    BlockShape Shape = *Shapes.find(A.F)->second.Shape;
    Phases += blockPhases(A.Model, Shape);
    uint64_t C = accessConflicts(A.Model, Stock, Shape);
    if (C > WorstConflicts) {
      Worst = &A;
      WorstConflicts = C;
    }
  }
  std::string Fix;
  if (D.Kind == Remedy::Pad && T.Delinearized)
    Fix = "index it as [row * " +
          std::to_string(D.New.PitchBytes / T.Facts.ElemBytes) + " + col]";
  else if (D.Kind == Remedy::Pad)
    Fix = "declare it " + cBounds(T.GV->getValueType(),
                                  D.New.PitchBytes - T.Facts.PitchBytes,
                                  T.Facts.ElemBytes);
  else if (D.Kind == Remedy::Swizzle)
    Fix = "swizzle it: " + std::to_string(D.New.Granule) +
          "-byte column chunk ^ (row % " + std::to_string(D.New.Mask + 1) +
          ") on every access";
  std::string Shape;
  if (T.AssumedShape)
    Shape = " if the block is " + std::to_string(AdviceShape.X) + "x" +
            std::to_string(AdviceShape.Y);
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, rejectName(T.Blocked), Worst->I);
    R << "left shared array '" << ore::NV("Global", T.GV->getName()) << "': ";
    if (T.Blocked == Reject::Visible)
      R << "visible to other TUs or the linker (" << T.BlockedDetail << ")";
    else
      R << "block shape of '" << T.BlockedDetail << "' unknown";
    if (D.Before == 0) {
      R << "; no modeled bank conflicts" + Shape;
      if (!T.VersionWhy.empty())
        R << "; not versioned: " << ore::NV("VersionWhy", T.VersionWhy);
      return R;
    }
    R << "; modeled bank conflicts per block "
      << ore::NV("ConflictsBefore", D.Before) << " in "
      << ore::NV("Wavefronts", D.Before + Phases) << " wavefronts" + Shape;
    if (!Fix.empty())
      R << "; by hand: " << ore::NV("Fix", Fix) << " ("
        << ore::NV("ConflictsAfter", D.After) << " conflicts)";
    else
      R << "; no layout tried has fewer";
    if (!T.VersionWhy.empty())
      R << "; not versioned: " << ore::NV("VersionWhy", T.VersionWhy);
    if (T.Blocked == Reject::ShapeUnknown)
      R << "; or state the shape (`if (blockDim.x != " +
               std::to_string(AdviceShape.X) +
               " || blockDim.y != " + std::to_string(AdviceShape.Y) +
               ") __trap();` at entry, or nvvm.reqntid) and the pass does it";
    return R;
  });
}

/// Step 9 for a tile swizzled in the copy of its kernel (versionKernels).
void SharedPadder::reportVersioned(TileInfo &T, Function &K,
                                   OptimizationRemarkEmitter &ORE) {
  const Decision &D = T.VersionD;
  const BlockShape &S = T.VersionShape;
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Versioned", &K);
    R << "versioned '" << ore::NV("Kernel", K.getName()) << "' on blockDim "
      << ore::NV("BlockX", S.X) << "x" << ore::NV("BlockY", S.Y) << "x"
      << ore::NV("BlockZ", S.Z) << ": shared array '"
      << ore::NV("Global", T.GV->getName())
      << "' swizzled in the copy for that shape, "
      << ore::NV("Granule", D.New.Granule) << "-byte column chunk XOR row mod "
      << ore::NV("Span", D.New.Mask + 1)
      << ": modeled bank conflicts per block "
      << ore::NV("ConflictsBefore", D.Before) << " -> "
      << ore::NV("ConflictsAfter", D.After) << ", "
      << ore::NV("Accesses", T.VersionAccesses)
      << " accesses rewritten; any other shape runs the original layout";
    return R;
  });
}

/// Step 9: one remark per array (anchored at a function that uses it).
void SharedPadder::report(TileInfo &T) {
  Function *F = nullptr;
  if (!T.Kernels.empty())
    F = T.Kernels.front();
  else
    for (User *U : T.GV->users())
      if (auto *I = dyn_cast<Instruction>(U)) {
        F = I->getFunction();
        break;
      }
  if (!F || F->isDeclaration())
    return; // unused, or used only by other globals: nothing to anchor at
  OptimizationRemarkEmitter &ORE = *analyses(*F).ORE;
  StringRef Name = T.GV->getName();
  if (T.Versioned)
    return reportVersioned(T, *F, ORE);
  if (T.Blocked != Reject::None && T.Why == Reject::None)
    return reportAdvice(T, ORE);
  if (T.Blocked != Reject::None) {
    // The legality rule is the reason; the model could not run.
    T.Why = T.Blocked;
    T.Detail = T.BlockedDetail;
  }
  if (T.Why != Reject::None) {
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, rejectName(T.Why), F);
      R << "left shared array '" << ore::NV("Global", Name) << "': ";
      switch (T.Why) {
      case Reject::External:
        if (T.DynamicOff)
          R << "dynamic shared memory: a swizzle in place assumes the launch "
               "gives it whole rows of the tile (-smemvec-pad-dynamic=1)";
        else if (T.Dynamic)
          R << "dynamic shared memory whose every access the pass cannot see: "
            << T.Detail;
        else
          R << "a declaration: its definition decides the layout";
        break;
      case Reject::Visible:
        R << "visible to other TUs or the linker (" << T.Detail << ")";
        break;
      case Reject::NotTile:
        R << "not an array of rows of scalars";
        if (!T.Detail.empty())
          R << " (" << T.Detail << ")";
        break;
      case Reject::Initializer:
        R << "has an initializer";
        break;
      case Reject::Escape:
        R << "its address escapes through " << T.Detail;
        break;
      case Reject::NotKernel:
        R << "used in '" << T.Detail << "', which is not a kernel";
        break;
      case Reject::NotAffine:
        R << "an address is not affine in thread and loop indices (" << T.Detail
          << ")";
        break;
      case Reject::ColumnRange:
        R << "a column may leave its row (" << T.Detail << ")";
        break;
      case Reject::ShapeUnknown:
        R << "block shape of '" << T.Detail
          << "' unknown (give nvvm.reqntid or assume blockDim)";
        if (!T.VersionWhy.empty())
          R << "; not versioned: " << ore::NV("VersionWhy", T.VersionWhy);
        break;
      case Reject::TooManyAccesses:
        R << "more than " << ore::NV("Limit", MaxTileAccesses) << " accesses";
        break;
      case Reject::None:
        break;
      }
      return R;
    });
    return;
  }
  const Decision &D = T.D;
  if (D.Kind == Remedy::None) {
    static const char *Names[] = {"", "LeftNoConflict", "LeftNoGain",
                                  "LeftStaticLimit", "LeftOccupancy"};
    ORE.emit([&] {
      OptimizationRemarkMissed R(DEBUG_TYPE, Names[unsigned(D.Why)], F);
      R << "left shared array '" << ore::NV("Global", Name) << "': ";
      switch (D.Why) {
      case Leave::NoConflicts:
        R << "no modeled bank conflicts";
        break;
      case Leave::NoGain:
        R << "no layout has fewer bank conflicts";
        break;
      case Leave::StaticLimit:
        R << "padding would exceed the 48 KB static shared limit and no "
             "swizzle helps";
        break;
      case Leave::Occupancy:
        R << "padding would lower the blocks per multiprocessor and no swizzle "
             "helps";
        break;
      case Leave::Nothing:
        break;
      }
      R << " (" << ore::NV("ConflictsBefore", D.Before)
        << " modeled conflicts per block)";
      return R;
    });
    return;
  }
  // A delinearized flat array says which rows the pass saw.
  std::string Rows;
  if (T.Delinearized && T.Dynamic)
    Rows = " (dynamic shared memory as rows of " +
           std::to_string(T.RowTy->getNumElements()) + ", in place)";
  else if (T.Delinearized)
    Rows = " (a flat array as " + std::to_string(T.MemberRows.front()) +
           " rows of " + std::to_string(T.RowTy->getNumElements()) + ")";
  else if (T.Dynamic)
    Rows = " (dynamic shared memory, in place)";
  // Ping-pong buffers: the tiles that share its layout.
  if (T.Members.size() > 1) {
    Rows += " and";
    for (GlobalVariable *Other : drop_begin(T.Members))
      Rows += " '" + Other->getName().str() + "'";
    Rows += " (ping-pong buffers of one layout)";
  }
  ORE.emit([&] {
    bool Pad = D.Kind == Remedy::Pad;
    OptimizationRemark R(DEBUG_TYPE, Pad ? "Padded" : "Swizzled", F);
    if (Pad)
      R << "padded shared array '" << ore::NV("Global", Name)
        << "'" + Rows + " from a row pitch of "
        << ore::NV("PitchBefore", T.Facts.PitchBytes) << " to "
        << ore::NV("PitchAfter", D.New.PitchBytes) << " bytes";
    else
      R << "swizzled shared array '" << ore::NV("Global", Name)
        << "'" + Rows + ": " << ore::NV("Granule", D.New.Granule)
        << "-byte column chunk XOR row mod " << ore::NV("Span", D.New.Mask + 1);
    R << ": modeled bank conflicts per block "
      << ore::NV("ConflictsBefore", D.Before) << " -> "
      << ore::NV("ConflictsAfter", D.After) << ", "
      << ore::NV("Accesses", unsigned(T.Accesses.size()))
      << " accesses rewritten";
    if (Pad)
      R << ", +" << ore::NV("ExtraBytes", D.ExtraBytes) << " bytes";
    return R;
  });
}

bool SharedPadder::run() {
  if (!EnablePad || !M.getTargetTriple().isNVPTX())
    return false;
  Witness = smemvec::perTUWitness(M);
  SmallVector<TileInfo, 8> Tiles;
  for (GlobalVariable &GV : M.globals())
    if (smemvec::isSharedPointer(&GV)) {
      StockSize[&GV] =
          GV.isDeclaration()
              ? 0
              : DL.getTypeAllocSize(GV.getValueType()).getFixedValue();
      if (isa<ArrayType>(GV.getValueType())) {
        Tiles.emplace_back();
        Tiles.back().GV = &GV;
      }
    }
  groupMergedTiles(Tiles);
  for (TileInfo &T : Tiles)
    collectTile(T);

  // Decide the tiles with the most conflicts first: they get the budget.
  SmallVector<TileInfo *, 8> Order;
  for (TileInfo &T : Tiles)
    if (T.Why == Reject::None) {
      Layout Stock{T.Facts.PitchBytes, 0, 0};
      T.D.Before = tileConflicts(T.Facts, Stock);
      Order.push_back(&T);
    }
  stable_sort(Order, [](const TileInfo *A, const TileInfo *B) {
    return A->D.Before > B->D.Before;
  });
  for (TileInfo *T : Order) {
    T->D = decide(T->Facts, T->Granule,
                  [&](uint64_t Extra) { return budgetFor(*T, Extra); });
    if (T->D.Kind == Remedy::Pad && T->Blocked == Reject::None)
      for (auto [Member, Rows] : zip(T->Members, T->MemberRows))
        ExtraSize[Member] =
            memberExtraBytes(T->D.ExtraBytes, T->Facts.Rows, Rows);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << T->GV->getName() << ": "
                      << T->D.Before << " -> " << T->D.After << "\n");
  }

  bool Changed = false;
  for (TileInfo &T : Tiles) {
    if (T.Why != Reject::None || T.Blocked != Reject::None)
      continue;
    if (T.D.Kind == Remedy::Pad) {
      applyPad(T);
      Changed = true;
    } else if (T.D.Kind == Remedy::Swizzle) {
      applySwizzle(T);
      Changed = true;
    }
  }
  if (EnableVersion)
    Changed |= versionKernels(Tiles);
  for (TileInfo &T : Tiles)
    report(T);
  return Changed;
}

PreservedAnalyses smemvec::SharedPadPass::run(Module &M,
                                              ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SharedPadder Padder(
      M,
      [&](Function &F) {
        return FunctionAnalyses{
            &FAM.getResult<ScalarEvolutionAnalysis>(F),
            &FAM.getResult<LoopAnalysis>(F),
            &FAM.getResult<DominatorTreeAnalysis>(F),
            &FAM.getResult<OptimizationRemarkEmitterAnalysis>(F)};
      },
      [&](Function &F) {
        FAM.getResult<AssumptionAnalysis>(F).clear();
        FAM.invalidate(F, PreservedAnalyses::none());
      });
  return Padder.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

namespace {

/// Legacy-PM wrapper for the codegen pipeline: builds each function's
/// analyses once and keeps them for the whole run (the pass changes a
/// function only after every analysis of it is done).
class SharedPadLegacy : public ModulePass {
public:
  static char ID;
  SharedPadLegacy() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "smemvec: pad shared tiles against bank conflicts";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetLibraryInfoWrapperPass>();
  }

  bool runOnModule(Module &M) override {
    struct Owned {
      std::unique_ptr<DominatorTree> DT;
      std::unique_ptr<AssumptionCache> AC;
      std::unique_ptr<LoopInfo> LI;
      std::unique_ptr<ScalarEvolution> SE;
      std::unique_ptr<OptimizationRemarkEmitter> ORE;
    };
    std::vector<std::unique_ptr<Owned>> Keep;
    SharedPadder Padder(
        M,
        [&](Function &F) {
          auto O = std::make_unique<Owned>();
          TargetLibraryInfo &TLI =
              getAnalysis<TargetLibraryInfoWrapperPass>().getTLI(F);
          O->DT = std::make_unique<DominatorTree>(F);
          O->AC = std::make_unique<AssumptionCache>(F);
          O->LI = std::make_unique<LoopInfo>(*O->DT);
          O->SE =
              std::make_unique<ScalarEvolution>(F, TLI, *O->AC, *O->DT, *O->LI);
          O->ORE = std::make_unique<OptimizationRemarkEmitter>(&F);
          FunctionAnalyses FA{O->SE.get(), O->LI.get(), O->DT.get(),
                              O->ORE.get()};
          Keep.push_back(std::move(O));
          return FA;
        },
        [](Function &) {}); // the next Get builds them afresh
    return Padder.run();
  }
};

} // namespace

char SharedPadLegacy::ID = 0;

ModulePass *smemvec::createSharedPadLegacyPass() {
  return new SharedPadLegacy();
}
